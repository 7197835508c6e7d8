import { runBundle } from '../helpers/specBundle';

runBundle(__filename);
