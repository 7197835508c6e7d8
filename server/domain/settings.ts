import { z } from 'zod';
import { SETTING_GROUPS } from '../../contract/enums';

export const settingGroupSchema = z.enum(SETTING_GROUPS, {
  error: 'SETTING_GROUP_INVALID',
});

export const settingNameSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'SETTING_NAME_RULE');

/** Each setting's value rule lives in the catalogue the console's form uses too. */
export { settingValueSchema } from '../../config/settingCatalogue';
