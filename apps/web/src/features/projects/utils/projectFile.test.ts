import { describe, expect, it } from 'vitest';
import { importRow, readProjectFile } from './projectFile';

const file = {
  format: 'fieldlink-project',
  version: 1,
  project: { name: '苏州注塑一厂', location: '120.5,31.2' },
  devices: [
    { name: 'a', boxId: 'AAAAAAAAAAAA', points: [{}, {}] },
    { name: 'b', boxId: 'BBBBBBBBBBBB', points: [{}] },
    { name: 'c', boxId: 'CCCCCCCCCCCC' },
  ],
};

describe('readProjectFile', () => {
  it('reads an exported file and counts its devices and points', () => {
    const read = readProjectFile(JSON.stringify(file));
    expect(read).toMatchObject({ ok: true, name: '苏州注塑一厂', devices: 3, points: 3, views: null });
  });

  it('counts the views of a version 2 file (none is a count, not a version 1 file)', () => {
    expect(readProjectFile(JSON.stringify({ ...file, version: 2, views: [{}, {}] }))).toMatchObject({ ok: true, views: 2 });
    expect(readProjectFile(JSON.stringify({ ...file, version: 2, views: [] }))).toMatchObject({ ok: true, views: 0 });
  });

  it.each([
    ['not JSON', '{', 'json'],
    ['empty', '', 'json'],
    ['another format', JSON.stringify({ ...file, format: 'other' }), 'format'],
    ['an array', '[]', 'format'],
    ['null', 'null', 'format'],
  ])('refuses %s', (_, text, reason) => {
    expect(readProjectFile(text)).toEqual({ ok: false, reason });
  });
});

describe('importRow', () => {
  it.each([
    ['file.devices.2.points.15.slope', 'devices[2].points[15].slope'],
    ['file.project.name', 'project.name'],
    ['file.devices.0.boxId', 'devices[0].boxId'],
    ['projectId', 'projectId'],
  ])('%s -> %s', (path, row) => {
    expect(importRow(path)).toBe(row);
  });
});
