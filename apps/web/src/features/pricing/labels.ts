import { bookLabeller, type BookLabeller, type BookNaming } from '@pcbunion/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pricingLocale } from './field-errors';

/**
 * Names of a price book's codes in the current language (core's bookLabeller: the factory's name for the language,
 * the locale files, the row's own name; never the code): parameters, options, categories, lines, explanations and
 * the messages of refused values. Follows a language switch.
 */
export function useBookLabels(book: BookNaming | undefined): BookLabeller {
  const { i18n } = useTranslation();
  const locale = pricingLocale(i18n.language);
  return useMemo(() => bookLabeller(book ?? {}, locale), [book, locale]);
}
