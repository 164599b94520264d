import { accountRecoverySuite } from './account-recovery-flows';

accountRecoverySuite();
