import type { SurveyDistribution } from '@booth/shared';
import type { SurveyRow } from './picture-figures.repo.ts';

/** Folds the counted rows (one per question and shown answer, in order) into one entry per question. */
export function surveyDistributions(rows: readonly SurveyRow[]): SurveyDistribution[] {
  const byQuestion = new Map<string, SurveyDistribution & { given: number }>();
  for (const row of rows) {
    let entry = byQuestion.get(row.question);
    if (!entry) {
      entry = { question: row.question, respondents: row.respondents, answers: [], otherAnswers: 0, given: row.answersGiven };
      byQuestion.set(row.question, entry);
    }
    entry.answers.push({ answer: row.answer, count: row.count });
  }
  return [...byQuestion.values()].map(({ given, ...entry }) => ({
    ...entry,
    otherAnswers: given - entry.answers.reduce((sum, answer) => sum + answer.count, 0),
  }));
}
