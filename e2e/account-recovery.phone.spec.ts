import { accountRecoverySuite } from './account-recovery-flows';

// The 'phone' project runs this file at 390 x 844.
accountRecoverySuite();
