import { describe, expect, it } from 'vitest';
import { CSV_BASE_COLUMNS, csvBoolean, csvRow, neutraliseCell, surveyCell, surveyColumn, surveyColumns, type CsvPicture } from './csv-columns.ts';

const picture: CsvPicture = {
  id: '0b5f4c1e-8f4e-4a57-9d0a-6f1c2b3a4d5e',
  createdAt: new Date('2026-11-24T13:05:09Z'),
  fileName: 'fest_20261124-130509_k3x9.jpg',
  fileUrl: 'https://booth.test/api/files/shoots/e/s/main.jpg',
  contactEmail: 'jörg@example.com',
  contactPhone: '+49 170 1234567',
  clientApproval: true,
  isPublic: false,
  likes: 3,
  views: 12,
  faceCount: null,
  userFeedback: {
    agent: 'Firefox',
    personal: { company: 'Müller & Söhne', firstname: '=HYPERLINK("x")', lastname: 'Weiß', zipCode: '80331', email: 'joerg@privat.de', instagramHandle: '@joerg' },
    survey: [
      { itemId: 'a', question: 'Lieblings;farbe?', answers: ['rot;blau', 'grün'] },
      { itemId: 'b', question: 'Wieder da?', answers: ['ja'] },
    ],
    comment: 'Schön war’s',
  },
};

describe('CSV columns (campaigns §9)', () => {
  it('has the fixed columns in the order of the spec, addresses before the comment', () => {
    expect(CSV_BASE_COLUMNS.slice(0, 24)).toEqual([
      'Picture ID', 'Timestamp', 'Filename', 'Email', 'Client Approval', 'Public', 'Likes', 'Phone', 'Browser', 'File', 'Views', 'Faces',
      'Company', 'Salutation', 'Firstname', 'Lastname', 'Job', 'Street', 'Zip', 'Country', 'Email-Personal', 'City', 'Birthday', 'Instagram',
    ]);
    expect(CSV_BASE_COLUMNS.slice(24, -1)).toEqual([
      'Sender Name', 'Sender Street', 'Sender Zip', 'Sender City', 'Sender Country',
      'Recipient Name', 'Recipient Street', 'Recipient Zip', 'Recipient City', 'Recipient Country',
    ]);
    expect(CSV_BASE_COLUMNS.at(-1)).toBe('Comment');
  });

  it('neutralises cells a spreadsheet would evaluate, and only those', () => {
    for (const value of ['=1+1', '+49', '-2', '@SUM(A1)', '\tcmd', '\rcmd']) expect(neutraliseCell(value)).toBe(`'${value}`);
    for (const value of ['', 'Anna', '1=1', 'a@b.de', ' =x']) expect(neutraliseCell(value)).toBe(value);
  });

  it('writes booleans as yes/no', () => {
    expect([csvBoolean(true), csvBoolean(false)]).toEqual(['yes', 'no']);
  });

  it('removes semicolons from questions and replaces them by a slash in answers (campaigns §5)', () => {
    expect(surveyColumn('a;b;c')).toBe('abc');
    expect(surveyCell(['rot;blau', 'grün'])).toBe('rot/blau, grün');
    expect(surveyColumns(['Q;1', 'Q2', 'Q1', 'Q2'])).toEqual(['Q1', 'Q2']);
  });

  it('builds a row in column order with survey answers under their question', () => {
    const questions = surveyColumns(['Wieder da?', 'Lieblings;farbe?', 'Nie gefragt']);
    const row = csvRow(picture, questions, (date) => date.toISOString());
    expect(row).toHaveLength(CSV_BASE_COLUMNS.length + 3);
    const byColumn = Object.fromEntries([...CSV_BASE_COLUMNS, ...questions].map((column, index) => [column, row[index]]));
    expect(byColumn).toMatchObject({
      'Picture ID': picture.id,
      Timestamp: '2026-11-24T13:05:09.000Z',
      Filename: picture.fileName,
      Email: 'jörg@example.com',
      'Client Approval': 'yes',
      Public: 'no',
      Likes: '3',
      Phone: "'+49 170 1234567",
      Browser: 'Firefox',
      File: picture.fileUrl,
      Views: '12',
      Faces: '',
      Company: 'Müller & Söhne',
      Firstname: `'=HYPERLINK("x")`,
      Lastname: 'Weiß',
      Zip: '80331',
      'Email-Personal': 'joerg@privat.de',
      Instagram: "'@joerg",
      'Sender Name': '',
      'Recipient Country': '',
      Comment: 'Schön war’s',
      'Wieder da?': 'ja',
      'Lieblingsfarbe?': 'rot/blau, grün',
      'Nie gefragt': '',
    });
  });
});
