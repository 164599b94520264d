import { accessibilitySuite } from './accessibility-suite';

accessibilitySuite();
