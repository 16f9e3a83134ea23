import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { guardModelSql, type ModelTableBinding } from './xdata-sql.js';

const tables: ModelTableBinding[] = [
  { name: '价格表', sql: 'SELECT c1 AS "产品", c2::double precision AS "价格" FROM xdata.s_1' },
  { name: 'device_history', sql: 'SELECT d.name AS device_name, s.value FROM samples s JOIN devices d ON d.id = 1 WHERE d.company_id = 7' },
];

function refusal(sql: string): string {
  try {
    guardModelSql(sql, tables);
  } catch (error) {
    if (error instanceof AppError) return `${error.messageKey} ${JSON.stringify(error.params)}`;
    throw error;
  }
  return 'accepted';
}

describe('custom SQL guard', () => {
  it('rewrites the model tables to the server’s subqueries, keeping aliases, CTEs and subqueries', () => {
    const out = guardModelSql(
      'with top as (select * from "价格表" where "价格" > 3) select t."产品", count(*) n, round(avg(h.value)::numeric, 2) from top t join device_history h on true group by 1',
      tables,
    );
    expect(out).toContain('xdata.s_1');
    expect(out).toContain('company_id = (7)');
    expect(out).not.toMatch(/FROM\s+"?价格表"?\s/u);
    expect(refusal('select * from "价格表" p where p."价格" in (select value from device_history)')).toBe('accepted');
  });

  it.each([
    ['insert into "价格表" values (1)', 'error.xdataSqlNotSelect'],
    ['delete from device_history', 'error.xdataSqlNotSelect'],
    ['select 1; drop table xdata.s_1', 'error.xdataSqlNotSelect'],
    ['with x as (delete from device_history returning *) select * from x', 'error.xdataSqlNotSelect'],
    ['select * from devices', 'error.xdataSqlTable {"table":"devices"}'],
    ['select * from xdata.s_2', 'error.xdataSqlTable {"table":"xdata.s_2"}'],
    ['select * from (with devices as (select 1) select 1) a, devices', 'error.xdataSqlTable {"table":"devices"}'],
    ['select (select count(*) from pg_authid)', 'error.xdataSqlTable {"table":"pg_authid"}'],
    ['select pg_sleep(100)', 'error.xdataSqlFunction {"name":"pg_sleep"}'],
    ["select set_config('role', 'postgres', false)", 'error.xdataSqlFunction {"name":"set_config"}'],
    ["select nextval('users_id_seq')", 'error.xdataSqlFunction {"name":"nextval"}'],
    ['select * from generate_series(1, 1000000000)', 'error.xdataSqlFunction {"name":"generate_series"}'],
    ["select pg_catalog.lower('a')", 'error.xdataSqlFunction {"name":"pg_catalog.lower"}'],
    ['with recursive r(n) as (select 1 union all select n + 1 from r) select * from r', 'error.xdataSqlClause {"clause":"WITH RECURSIVE"}'],
    ["select 'users'::regclass", 'error.xdataSqlClause {"clause":"::regclass"}'],
    ['select * from "价格表" for update', 'error.xdataSqlClause {"clause":"FOR UPDATE"}'],
    ["select repeat('x', 100000000)", 'error.xdataSqlFunction {"name":"repeat"}'],
    ["select format('%100000000s', 'x')", 'error.xdataSqlFunction {"name":"format"}'],
    ["select convert('x', 'UTF8', 'LATIN1')", 'error.xdataSqlFunction {"name":"convert"}'],
    ["select decode('eA==', 'base64')", 'error.xdataSqlFunction {"name":"decode"}'],
    ['select array_agg("产品") from "价格表"', 'error.xdataSqlFunction {"name":"array_agg"}'],
    ['select ARRAY[1, 2]', 'error.xdataSqlClause {"clause":"ARRAY"}'],
    ['select array(select "产品" from "价格表")', 'error.xdataSqlClause {"clause":"ARRAY"}'],
    ["select 'x'::char(100000000)", 'error.xdataSqlClause {"clause":"::char(100000000)"}'],
    ['select replace("产品", \'a\', "产品") from "价格表"', 'error.xdataSqlReplace {"max":"64"}'],
  ])('refuses %s', (sql, expected) => {
    expect(refusal(sql)).toMatch(new RegExp(`^${expected.replace(/[{}()[\]"\\.*+?^$|]/g, '\\$&')}`));
  });

  it('caps every function that builds a long value, keeping the column names PostgreSQL gives them', () => {
    const out = guardModelSql(
      `select lpad('x', 100000000, 'y'), rpad("产品", 1000000000) r, concat("产品", "产品"), "产品" || "产品", string_agg("产品", ',' order by "产品"),
              replace("产品", 'a', 'bb'), to_char(now(), 'YYYY') from "价格表"`,
      tables,
    );
    const squeezed = out.replace(/[\s()]+/gu, ' ');
    expect(squeezed).toContain(" lpad 'x' , least 100000000 , 4096 , 'y' ,");
    expect(squeezed).toContain(' rpad "产品", least 1000000000 , 4096 AS r ,');
    expect(squeezed).toContain(' "left" concat "产品", "产品" , 4096 AS concat ,');
    expect(squeezed).toContain(' "left" "产品" || "产品" , 4096 AS "?column?" ,');
    expect(squeezed).toContain(' xdata.capped_string_agg "产品", \',\' ORDER BY "产品" AS string_agg ,');
    expect(squeezed).toContain(' "left" replace "产品", \'a\' , \'bb\' , 4096 AS replace ,');
    expect(squeezed).toContain(' "left" to_char now , \'YYYY\' , 4096 AS to_char FROM');
    expect(refusal("select * from (select 'x'::varchar(10) as v) a")).toBe('accepted');
  });

  it('names the parser’s complaint for what is not SQL', () => {
    expect(refusal('selec 1')).toMatch(/^error.xdataSqlParse/);
  });
});
