import { fieldProblem, fieldValue, lengthBounds } from '@/config/validation';
import { nameProblem, type Problem } from '@/components/form/validators';

import { applyMessages as m, createMessages } from './messages';

/** The id as the server writes it: trimmed, upper case. */
export function normalizeCompanyId(value: string | undefined): string {
  return fieldValue('companyId', value ?? '');
}

/** A company id: two groups of five Crockford base32 characters (`XXXXX-XXXXX`). */
export function validateCompanyId(value: string | undefined): Problem | null {
  const problem = fieldProblem('companyId', value);
  if (problem === 'required') return { message: m.idRequired };
  return problem ? { message: m.idFormat } : null;
}

/** The shared rule for a company name: 3-50 characters once normalised, no invisible ones. */
export function validateCompanyName(value: string | undefined): Problem | null {
  return nameProblem(
    fieldProblem('companyName', value),
    { required: createMessages.nameRequired, length: createMessages.nameLength },
    lengthBounds('companyName'),
  );
}
