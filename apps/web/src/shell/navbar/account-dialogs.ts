import { lazy, type ComponentType } from 'react';

/**
 * The account forms the accounts area owns, opened from the user menu in a shell dialog. Each is an optional file
 * `pages/personal-Information/<Name>.tsx` (default export, props `{ onDone(): void }`); until it exists its menu entry
 * is left out.
 */
export interface AccountFormProps {
  onDone: () => void;
}

const forms = import.meta.glob<{ default: ComponentType<AccountFormProps> }>(
  '../../pages/personal-Information/{ModifyPhone,JoinCompany}.tsx',
);

function lazyForm(name: 'ModifyPhone' | 'JoinCompany') {
  const load = Object.entries(forms).find(([file]) => file.endsWith(`/${name}.tsx`))?.[1];
  return load ? lazy(load) : null;
}

export const ModifyPhoneForm = lazyForm('ModifyPhone');
export const JoinCompanyForm = lazyForm('JoinCompany');
