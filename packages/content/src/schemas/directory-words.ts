import { z } from 'zod';

/** One of the directory's words (a service's name, a closure's reason, a ride-share offer) and how pages say it. */
export const DirectoryWordSchema = z.object({
  /** As the chain's directory writes it, in English. */
  source: z.string().min(1).max(200),
  text: z.string().min(1).max(200),
});

/**
 * The words of the chain's directory as patients read them, by the English the directory writes: the English
 * original says each as it is, a language's variant in that language. A word it lacks shows as the directory
 * writes it.
 */
export const DirectoryWordsSchema = z.object({ words: z.array(DirectoryWordSchema).max(2000) });
export type DirectoryWords = z.infer<typeof DirectoryWordsSchema>;
