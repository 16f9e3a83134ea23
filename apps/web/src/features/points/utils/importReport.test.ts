import { describe, expect, it } from 'vitest';
import { importReport } from './importReport';

describe('importReport', () => {
  it('reads the row number and field of every rejected cell, in sheet order', () => {
    expect(
      importReport([
        { path: 'row 4.slope', message: 'The slope must not be 0' },
        { path: 'row 3', message: 'same name as row 2' },
        { path: 'row 3.name', message: 'brackets' },
      ]),
    ).toEqual([
      { key: '1', row: 3, field: '', message: 'same name as row 2' },
      { key: '2', row: 3, field: 'name', message: 'brackets' },
      { key: '0', row: 4, field: 'slope', message: 'The slope must not be 0' },
    ]);
  });

  it('keeps a problem with the whole file without a row', () => {
    expect(importReport([{ path: 'file', message: 'Not a valid Excel file' }])).toEqual([
      { key: '0', row: null, field: '', message: 'Not a valid Excel file' },
    ]);
  });
});
