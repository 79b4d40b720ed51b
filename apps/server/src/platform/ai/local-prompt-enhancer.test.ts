import { AI_PROMPT_MAX } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { createLocalPromptEnhancer, DEFAULT_NEGATIVE_PROMPT, enhancePromptLocally, PORTRAIT_TERMS, promptTerms } from './local-prompt-enhancer.ts';

describe('the local prompt enhancer', () => {
  it('trims and de-duplicates the terms, keeping their order and first spelling', () => {
    expect(promptTerms('  Watercolor ,watercolor,\n  soft   pastel colours ;; Watercolor ')).toEqual(['Watercolor', 'soft pastel colours']);
  });

  it('adds the portrait quality and composition terms a booth picture needs, and a default negative prompt', () => {
    const result = enhancePromptLocally({ positivePrompt: 'watercolor painting,  Watercolor Painting ', negativePrompt: '' });
    expect(result.positivePrompt).toBe(['watercolor painting', ...PORTRAIT_TERMS].join(', '));
    expect(result.negativePrompt).toBe(DEFAULT_NEGATIVE_PROMPT);
  });

  it('does not repeat what the prompt already says, and keeps a negative prompt the user wrote', () => {
    const result = enhancePromptLocally({ positivePrompt: 'close-up portrait, dramatic lighting, highly detailed', negativePrompt: 'hats, hats , sunglasses' });
    expect(result.positivePrompt).toBe('close-up portrait, dramatic lighting, highly detailed, face clearly recognisable, sharp focus');
    expect(result.negativePrompt).toBe('hats, sunglasses');
  });

  it('stays within the prompt limit, cutting at a term boundary', () => {
    const long = Array.from({ length: 400 }, (_, index) => `term number ${index}`).join(', ');
    const result = enhancePromptLocally({ positivePrompt: long, negativePrompt: long });
    expect(result.positivePrompt.length).toBeLessThanOrEqual(AI_PROMPT_MAX);
    expect(result.positivePrompt.endsWith(',')).toBe(false);
    expect(result.positivePrompt).toMatch(/term number \d+$/);
    expect(result.negativePrompt.length).toBeLessThanOrEqual(AI_PROMPT_MAX);
    const oneSentence = 'x'.repeat(AI_PROMPT_MAX + 50);
    expect(enhancePromptLocally({ positivePrompt: oneSentence, negativePrompt: '' }).positivePrompt).toHaveLength(AI_PROMPT_MAX);
  });

  it('is labelled local and honours an aborted signal', async () => {
    const enhancer = createLocalPromptEnhancer();
    expect(enhancer.name).toBe('local');
    await expect(enhancer.enhance({ positivePrompt: 'pirate', negativePrompt: '' }, AbortSignal.timeout(1000))).resolves.toMatchObject({ positivePrompt: expect.stringContaining('pirate, portrait of the person') });
    await expect(enhancer.enhance({ positivePrompt: 'pirate', negativePrompt: '' }, AbortSignal.abort())).rejects.toMatchObject({ reason: 'timeout' });
  });
});
