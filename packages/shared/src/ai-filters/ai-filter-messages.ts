/** Platform §8 "AI filter store defaults": the studio shows these when a call fails. */
export const aiFilterMessages = {
  load: 'Failed to load filters',
  details: 'Failed to load filter details',
  create: 'Failed to create filter',
  update: 'Failed to update filter',
  delete: 'Failed to delete filter',
  execute: 'Failed to execute filter',
  thumbnail: 'Failed to generate thumbnail',
  enhance: 'Failed to enhance prompts',
  history: 'Failed to fetch prompt history',
  executionHistory: 'Failed to fetch prompt execution history',
  activate: 'Failed to activate prompt',
} as const;
export type AiFilterMessageKey = keyof typeof aiFilterMessages;
