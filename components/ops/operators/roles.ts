import type { SelectOption } from '@/components/ui/SelectField';
import type { Translate } from '@/hooks/context/LanguageContext';
import type { OperatorRole } from '@/contract/enums';
import { ROLE_LABELS } from '@/components/ops/OperatorBar';

/** The roles least power first (a new operator's form starts on the first). */
export const ROLES_BY_POWER: readonly OperatorRole[] = ['SUPPORT', 'FINANCE', 'ADMIN'];

export const roleOptions = (t: Translate, roles: readonly OperatorRole[] = ROLES_BY_POWER): SelectOption[] =>
  roles.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }));
