import type { Language } from '../language.js';

/** Industries a registering customer picks from (spec §3: 29 entries). */
export const INDUSTRIES = [
  ['school', '学校', 'School'],
  ['post', '邮政', 'Postal services'],
  ['port_equipment', '港口设备', 'Port equipment'],
  ['transport', '交通运输', 'Transport'],
  ['metallurgy', '冶金', 'Metallurgy'],
  ['chemical', '化工', 'Chemicals'],
  ['elevator', '电梯', 'Elevators'],
  ['boiler', '锅炉', 'Boilers'],
  ['machine_tool', '机床', 'Machine tools'],
  ['plastics', '塑料机械', 'Plastics machinery'],
  ['packaging', '包装机械', 'Packaging machinery'],
  ['textile', '纺织', 'Textiles'],
  ['printing', '印刷', 'Printing'],
  ['food', '食品饮料', 'Food and beverage'],
  ['pharmaceutical', '制药', 'Pharmaceuticals'],
  ['water', '供水与污水处理', 'Water and wastewater'],
  ['hvac', '暖通空调', 'HVAC'],
  ['power', '电力', 'Power'],
  ['new_energy', '新能源', 'New energy'],
  ['oil_gas', '石油天然气', 'Oil and gas'],
  ['mining', '矿山', 'Mining'],
  ['construction', '建筑工程机械', 'Construction machinery'],
  ['agriculture', '农业机械', 'Agricultural machinery'],
  ['automotive', '汽车制造', 'Automotive'],
  ['electronics', '电子制造', 'Electronics manufacturing'],
  ['logistics', '物流仓储', 'Logistics and warehousing'],
  ['environmental', '环保设备', 'Environmental equipment'],
  ['building', '楼宇自动化', 'Building automation'],
  ['other', '其他', 'Other'],
] as const;

/** Customer types (spec §3: 8 entries). */
export const CUSTOMER_TYPES = [
  ['end_user', '终端用户', 'End user'],
  ['agent', '代理商', 'Agent'],
  ['internal', '内部', 'Internal'],
  ['system_integrator', '系统集成商', 'System integrator'],
  ['oem', '设备制造商(OEM)', 'OEM'],
  ['distributor', '经销商', 'Distributor'],
  ['design_institute', '设计院或学校', 'Design institute or school'],
  ['other', '其他', 'Other'],
] as const;

export type Industry = (typeof INDUSTRIES)[number][0];
export type CustomerType = (typeof CUSTOMER_TYPES)[number][0];
export const INDUSTRY_VALUES = INDUSTRIES.map(([value]) => value) as [Industry, ...Industry[]];
export const CUSTOMER_TYPE_VALUES = CUSTOMER_TYPES.map(([value]) => value) as [CustomerType, ...CustomerType[]];

export interface DictionaryEntry {
  value: string;
  label: string;
}

export function dictionary(entries: readonly (readonly [string, string, string])[], language: Language): DictionaryEntry[] {
  return entries.map(([value, zh, en]) => ({ value, label: language === 'zh-CN' ? zh : en }));
}
