import { createRequire } from 'node:module';

type CommonLanguagePackage = typeof import('@zxcvbn-ts/language-common');

let breached: ReadonlySet<string> | undefined;

/**
 * Issue 33: a password found in public breaches is refused on top of spec 01's shape rules. The list is zxcvbn-ts's
 * common passwords (49,233 taken from leaked password corpora, MIT), read on the first check rather than at start so
 * an idle server does not hold it. Compared without case: "Password1" is guessed as soon as "password1" is.
 */
export function isBreachedPassword(password: string): boolean {
  breached ??= new Set(
    (createRequire(import.meta.url)('@zxcvbn-ts/language-common') as CommonLanguagePackage).dictionary[
      'passwords-common'
    ],
  );
  return breached.has(password.toLowerCase());
}
