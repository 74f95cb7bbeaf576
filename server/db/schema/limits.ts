import { varchar } from 'drizzle-orm/pg-core';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../domain/constants';

/**
 * Columns of what a person types, bounded by the same constants of domain/constants.ts as the
 * forms' yup schemas (decision 023): the database refuses what no form would send. varchar counts
 * characters, yup UTF-16 units (never fewer), so nothing a schema passed is refused here.
 */
export const typed = (name: string, length: number) => varchar(name, { length });
/** A person's first or last name, a gift card's recipient. */
export const personName = (name: string) => typed(name, NAME_MAX_LENGTH);
export const emailAddress = (name: string) => typed(name, EMAIL_MAX_LENGTH);
