import { z } from 'zod';

/** What a reveal asks for: the account's password (POST …/reveal). */
export const revealBody = z.object({ password: z.string().max(200) });
