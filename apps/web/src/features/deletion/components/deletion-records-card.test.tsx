import type { DeletionRecord } from '@booth/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { DeletionRecordsCard } from './deletion-records-card';

const base = { rule: { date: '2026-12-01T12:00:00.000Z', hours: 24, recipients: ['kunde@example.com'] }, warnedAt: null, executedAt: null, cancelledAt: null, counts: null, createdAt: '2026-11-20T10:00:00.000Z' };
const records: DeletionRecord[] = [
  { ...base, id: '11111111-1111-4111-8111-111111111111', state: 'pending', scheduledFor: '2026-12-01T12:00:00.000Z' },
  {
    ...base,
    id: '22222222-2222-4222-8222-222222222222',
    state: 'done',
    scheduledFor: '2026-11-01T12:00:00.000Z',
    warnedAt: '2026-10-31T12:00:00.000Z',
    executedAt: '2026-11-01T12:00:30.000Z',
    counts: { pictures: 12, files: 40, contacts: 5, answers: 9 },
  },
  { ...base, id: '33333333-3333-4333-8333-333333333333', state: 'cancelled', scheduledFor: '2026-10-01T12:00:00.000Z', cancelledAt: '2026-09-20T08:00:00.000Z' },
];

describe('DeletionRecordsCard', () => {
  it("shows the campaign's pending deletion with its warning and the proof of those that ran", async () => {
    const api = new FakeApi().on('GET', '/api/events/summer-party/deletions', { body: { records } }).install();
    renderUi(
      <MemoryRouter initialEntries={['/en/events/summer-party']}>
        <DeletionRecordsCard slug="summer-party" />
      </MemoryRouter>,
      { language: 'en' },
    );
    const lines = await screen.findAllByTestId('deletion-record');
    expect(lines.map((line) => line.getAttribute('data-state'))).toEqual(['pending', 'done', 'cancelled']);
    expect(lines[0]).toHaveTextContent('Warning 24 h before to kunde@example.com');
    expect(lines[1]).toHaveTextContent('12 pictures, 40 files, 5 contacts, 9 answers');
    expect(lines[2]).toHaveTextContent('Cancelled on');
    expect(api.calls('GET', '/api/events/summer-party/deletions')).toHaveLength(1);
  });

  it('says how to schedule one when there is none', async () => {
    new FakeApi().on('GET', '/api/events/x/deletions', { body: { records: [] } }).install();
    renderUi(
      <MemoryRouter>
        <DeletionRecordsCard slug="x" />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Keine Löschung geplant/)).toBeInTheDocument();
    expect(screen.queryByTestId('deletion-record')).not.toBeInTheDocument();
  });
});
