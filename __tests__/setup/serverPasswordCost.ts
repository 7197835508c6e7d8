import { setPasswordCostForTests } from '@/server/domain/password';

import { TEST_PASSWORD_COST } from './testPasswordCost';

setPasswordCostForTests(TEST_PASSWORD_COST);
