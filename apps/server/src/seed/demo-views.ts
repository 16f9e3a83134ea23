import type { Scene, ViewPlatform } from '@fieldlink/domain';
import { bind, C, canvas, type DemoDevice } from './demo-scene-kit.js';

export type { DemoDevice } from './demo-scene-kit.js';

/**
 * The demo projects' views, drawn with the editor's own elements like an operator panel (dark HMI
 * palette, panels with headers): the press as the main PC and phone views of 苏州注塑一厂, the
 * chiller and the packing line as views of their own, and a plant overview for 无锡装配二厂 (no
 * devices yet). Pure: the project's facts in, scenes out (validated in demo-views.test.ts).
 */

export interface DemoView {
  name: string;
  platform: ViewPlatform;
  isMain: boolean;
  scene: Scene;
}

/** The press, PC (1280 × 720): barrel, machine, production panels; links to the other views. */
export function pressPcScene(press: DemoDevice, links: { chiller?: number; packing?: number } = {}): Scene {
  const p = (name: string) => bind(press, name);
  const s = canvas(1280, 720);
  // Title bar.
  s.rect(0, 0, 1280, 60, { fill: '#0a2540', stroke: 'none' });
  s.text(24, 10, 560, 40, '注塑机1号 运行监控 · Injection press IMM-2024-001', { fontSize: 22, fontWeight: 'bold' });
  s.lamp(860, 16, 28, p('running'));
  // The run state's word from its status table (运行 / Running), in the reader's language.
  s.value(896, 14, 150, 32, p('running'), { fontSize: 16 });
  s.link(1090, 14, 170, 32, '设备详情 Device ›', { type: 'device', deviceId: press.id });

  // Barrel and mould temperatures, with the setpoint.
  s.panel(20, 76, 400, 628, '料筒温度 Barrel temperatures');
  s.text(40, 122, 170, 22, '料筒 Barrel', { color: C.muted });
  s.value(40, 148, 170, 46, p('barrel_temp'), { fontSize: 28, color: C.warn });
  s.bar(80, 210, 60, 300, p('barrel_temp'), 150, 300, C.warn);
  s.text(40, 516, 150, 20, '150 – 300 ℃', { color: C.muted, fontSize: 12, align: 'middle' });
  s.text(230, 122, 170, 22, '模具 Mould', { color: C.muted });
  s.value(230, 148, 170, 46, p('mould_temp'), { fontSize: 28, color: C.accent });
  s.bar(270, 210, 60, 300, p('mould_temp'), 0, 100, C.accent);
  s.text(230, 516, 150, 20, '0 – 100 ℃', { color: C.muted, fontSize: 12, align: 'middle' });
  s.rect(40, 552, 360, 1, { fill: C.line, stroke: 'none' });
  s.text(40, 566, 180, 22, '温度设定 Setpoint', { color: C.muted });
  s.value(40, 594, 170, 40, p('setpoint_temp'), { fontSize: 22 });
  s.button(230, 594, 170, 40, '设定 Set…', p('setpoint_temp'));
  s.text(40, 648, 360, 20, '设定新温度需“设定值”权限', { color: C.muted, fontSize: 12 });
  s.text(40, 668, 360, 20, 'Setting a temperature needs the set-value right', { color: C.muted, fontSize: 12 });

  // The machine: hydraulics, drive and the cooling water.
  s.panel(440, 76, 400, 628, '注塑单元 Injection unit');
  s.tank(470, 130, 90, 150, p('inject_pressure'), 0, 25, C.oil);
  s.text(470, 284, 90, 20, '油箱 Oil', { color: C.muted, fontSize: 12, align: 'middle' });
  s.symbol(600, 200, 70, 70, 'pump', p('running'));
  s.symbol(730, 120, 80, 70, 'motor', p('running'));
  s.pipe(
    [
      [560, 250],
      [600, 250],
    ],
    C.oil,
    p('running'),
  );
  s.pipe(
    [
      [670, 235],
      [700, 235],
      [700, 155],
      [730, 155],
    ],
    C.oil,
    p('running'),
  );
  s.rect(470, 330, 340, 80, { fill: '#334155', stroke: C.steel, strokeWidth: 2, radius: 10 });
  s.rect(490, 350, 220, 40, { fill: '#475569', stroke: C.steel, strokeWidth: 1, radius: 4 });
  s.text(490, 356, 220, 28, '螺杆 Screw', { align: 'middle', fontSize: 15 });
  s.rect(
    720,
    340,
    80,
    60,
    { fill: C.warn, stroke: C.steel, radius: 4 },
    { binding: p('running'), rules: [{ op: 'eq', value: 0, color: C.off }] },
  );
  s.pipe(
    [
      [770, 190],
      [770, 330],
    ],
    C.oil,
    p('running'),
  );
  s.text(470, 426, 160, 22, '注射压力 Pressure', { color: C.muted });
  s.gauge(470, 452, 160, p('inject_pressure'), 0, 25, C.accent);
  s.text(650, 426, 170, 22, '螺杆转速 Screw speed', { color: C.muted });
  s.value(650, 452, 170, 44, p('screw_speed'), { fontSize: 24 });
  s.bar(650, 506, 170, 24, p('screw_speed'), 0, 200, C.ok, true);
  s.symbol(650, 548, 60, 60, 'sensor');
  s.symbol(740, 548, 80, 60, 'plc');
  s.pipe(
    [
      [460, 670],
      [820, 670],
    ],
    C.water,
    p('running'),
  );
  s.text(470, 676, 340, 20, '冷却水 Cooling water', { color: C.muted, fontSize: 12 });

  // Production and alarms.
  s.panel(860, 76, 400, 628, '生产 Production');
  s.text(880, 122, 170, 22, '循环计数 Cycles', { color: C.muted });
  s.value(880, 148, 170, 46, p('cycle_count'), { format: 'integer', fontSize: 26, color: C.ok });
  s.text(1070, 122, 170, 22, '报警字 Alarm word', { color: C.muted });
  s.value(1070, 148, 170, 46, p('alarm_word'), { format: 'hex', fontSize: 22, color: C.bad });
  s.text(880, 214, 360, 22, '温度趋势 Temperatures, 10 min', { color: C.muted });
  s.trend(880, 240, 360, 200, [p('barrel_temp'), p('mould_temp')], 10);
  s.text(880, 456, 360, 22, '当前报警 Active alarms', { color: C.muted });
  s.alarm(880, 482, 360, 120, 3);
  if (links.chiller) s.link(880, 624, 170, 40, '冷水机 Chiller ›', { type: 'view', viewId: links.chiller });
  if (links.packing) s.link(1070, 624, 170, 40, '包装线 Packing ›', { type: 'view', viewId: links.packing });
  return s.scene();
}

/** The press on a phone (390 × 700): the same facts stacked. */
export function pressMobileScene(press: DemoDevice): Scene {
  const p = (name: string) => bind(press, name);
  const s = canvas(390, 700);
  s.rect(0, 0, 390, 52, { fill: '#0a2540', stroke: 'none' });
  s.text(14, 10, 250, 32, '注塑机1号 Press', { fontSize: 18, fontWeight: 'bold' });
  s.lamp(280, 14, 24, p('running'));
  s.value(310, 12, 70, 28, p('running'), { fontSize: 13 });
  s.panel(10, 62, 370, 150, '温度 Temperatures');
  s.text(24, 102, 160, 20, '料筒 Barrel', { color: C.muted, fontSize: 12 });
  s.value(24, 124, 160, 40, p('barrel_temp'), { fontSize: 22, color: C.warn });
  s.bar(24, 172, 160, 20, p('barrel_temp'), 150, 300, C.warn, true);
  s.text(204, 102, 160, 20, '模具 Mould', { color: C.muted, fontSize: 12 });
  s.value(204, 124, 160, 40, p('mould_temp'), { fontSize: 22, color: C.accent });
  s.bar(204, 172, 160, 20, p('mould_temp'), 0, 100, C.accent, true);
  s.panel(10, 222, 370, 170, '注射 Injection');
  s.gauge(24, 262, 120, p('inject_pressure'), 0, 25, C.accent);
  s.text(160, 262, 200, 20, '螺杆转速 Screw speed', { color: C.muted, fontSize: 12 });
  s.value(160, 284, 200, 36, p('screw_speed'), { fontSize: 20 });
  s.text(160, 326, 200, 20, '循环计数 Cycles', { color: C.muted, fontSize: 12 });
  s.value(160, 348, 200, 34, p('cycle_count'), { format: 'integer', fontSize: 20, color: C.ok });
  s.panel(10, 402, 370, 70, '温度设定 Setpoint');
  s.value(24, 436, 160, 30, p('setpoint_temp'), { fontSize: 18 });
  s.button(204, 434, 160, 32, '设定 Set…', p('setpoint_temp'));
  s.symbol(10, 482, 56, 50, 'pump', p('running'));
  s.pipe(
    [
      [66, 507],
      [150, 507],
    ],
    C.oil,
    p('running'),
  );
  s.symbol(150, 482, 64, 50, 'motor', p('running'));
  s.pipe(
    [
      [214, 507],
      [300, 507],
    ],
    C.water,
    p('running'),
  );
  s.symbol(300, 482, 80, 50, 'conveyor', p('running'));
  s.trend(10, 542, 370, 80, [p('barrel_temp')], 10);
  s.alarm(10, 630, 250, 60, 2);
  s.link(270, 640, 110, 40, '详情 Device ›', { type: 'device', deviceId: press.id });
  return s.scene();
}

/** The chiller, PC: the water loop with its temperatures, flow and compressor. */
export function chillerScene(chiller: DemoDevice): Scene {
  const c = (name: string) => bind(chiller, name);
  const flowing = c('flow');
  const s = canvas(1280, 720);
  s.rect(0, 0, 1280, 60, { fill: '#0a2540', stroke: 'none' });
  s.text(24, 10, 700, 40, '冷水机 冷却水循环 · Chiller CH-2023-017', { fontSize: 22, fontWeight: 'bold' });
  s.link(1090, 14, 170, 32, '设备详情 Device ›', { type: 'device', deviceId: chiller.id });
  s.panel(20, 76, 820, 628, '冷却水回路 Water loop');
  s.symbol(60, 300, 120, 110, 'tank');
  s.text(60, 274, 120, 20, '水箱 Tank', { color: C.muted, fontSize: 12, align: 'middle' });
  s.symbol(260, 320, 90, 80, 'pump', flowing, [{ op: 'gt', value: 0, color: C.ok }]);
  s.symbol(480, 140, 140, 120, 'fan', flowing, [{ op: 'gt', value: 0, color: C.accent }]);
  s.symbol(480, 460, 140, 110, 'motor', c('compressor_current'), [
    { op: 'gt', value: 45, color: C.bad },
    { op: 'gt', value: 0, color: C.ok },
  ]);
  s.pipe(
    [
      [180, 360],
      [260, 360],
    ],
    C.water,
    flowing,
  );
  s.pipe(
    [
      [350, 360],
      [420, 360],
      [420, 200],
      [480, 200],
    ],
    C.water,
    flowing,
  );
  s.pipe(
    [
      [620, 200],
      [760, 200],
      [760, 620],
      [120, 620],
      [120, 410],
    ],
    '#60a5fa',
    flowing,
  );
  s.text(640, 120, 190, 22, '供水 Supply', { color: C.muted });
  s.value(640, 146, 190, 40, c('supply_temp'), { fontSize: 24, color: C.accent });
  s.text(180, 520, 190, 22, '回水 Return', { color: C.muted });
  s.value(180, 546, 190, 40, c('return_temp'), { fontSize: 22, color: C.warn });
  s.text(480, 574, 140, 20, '压缩机 Compressor', { color: C.muted, fontSize: 12, align: 'middle' });
  s.panel(860, 76, 400, 628, '压缩机 Compressor');
  s.gauge(920, 130, 280, c('compressor_current'), 0, 50, C.warn);
  s.text(880, 430, 170, 22, '流量 Flow', { color: C.muted });
  s.value(880, 456, 170, 44, c('flow'), { fontSize: 22 });
  s.bar(1070, 456, 170, 44, c('flow'), 0, 50, C.water, true);
  s.trend(880, 520, 360, 120, [c('supply_temp'), c('return_temp')], 30);
  s.alarm(880, 650, 360, 44, 1);
  return s.scene();
}

/** The packing line, PC: the conveyor with its speed and counts. */
export function packingScene(line: DemoDevice): Scene {
  const k = (name: string) => bind(line, name);
  const s = canvas(1280, 720);
  s.rect(0, 0, 1280, 60, { fill: '#0a2540', stroke: 'none' });
  s.text(24, 10, 700, 40, '包装线 · Packing line PK-2025-003', { fontSize: 22, fontWeight: 'bold' });
  s.link(1090, 14, 170, 32, '设备详情 Device ›', { type: 'device', deviceId: line.id });
  s.panel(20, 76, 1240, 300, '输送 Conveyor');
  s.symbol(60, 200, 140, 90, 'motor', k('line_speed'), [{ op: 'gt', value: 0, color: C.ok }]);
  s.pipe(
    [
      [200, 245],
      [240, 245],
    ],
    C.steel,
    k('line_speed'),
  );
  for (const [x, w, label] of [
    [60, 140, '驱动 Drive'],
    [240, 300, '上料 Infeed'],
    [700, 300, '装箱 Casing'],
    [1040, 90, '检测 Check'],
    [1150, 80, '控制 PLC'],
  ] as const)
    s.text(x, 310, w, 22, label, { color: C.muted, fontSize: 12, align: 'middle' });
  s.symbol(240, 210, 300, 80, 'conveyor', k('line_speed'), [{ op: 'gt', value: 0, color: C.ok }]);
  s.pipe(
    [
      [540, 250],
      [700, 250],
    ],
    C.steel,
    k('line_speed'),
  );
  s.symbol(700, 210, 300, 80, 'conveyor', k('line_speed'), [{ op: 'gt', value: 0, color: C.ok }]);
  s.symbol(1040, 190, 90, 110, 'sensor');
  s.symbol(1150, 200, 80, 90, 'plc');
  s.text(60, 120, 200, 22, '线速度 Line speed', { color: C.muted });
  s.value(60, 146, 200, 40, k('line_speed'), { fontSize: 22, color: C.ok });
  s.panel(20, 396, 400, 308, '速度 Speed');
  s.gauge(90, 440, 250, k('line_speed'), 0, 80, C.ok);
  s.panel(440, 396, 400, 308, '产量 Output');
  s.text(460, 442, 170, 22, '合格 Good', { color: C.muted });
  s.value(460, 468, 170, 44, k('good_count'), { format: 'integer', fontSize: 24, color: C.ok });
  s.text(650, 442, 170, 22, '次品 Rejects', { color: C.muted });
  s.value(650, 468, 170, 44, k('reject_count'), { format: 'integer', fontSize: 24, color: C.bad });
  s.text(460, 532, 360, 22, '批次 Batch', { color: C.muted });
  s.value(460, 558, 360, 44, k('batch_code'), { format: 'text', fontSize: 22 });
  s.panel(860, 396, 400, 308, '趋势 Trend');
  s.trend(880, 440, 360, 160, [k('line_speed')], 30);
  s.alarm(880, 614, 360, 76, 2);
  return s.scene();
}

/** A project with no devices yet (无锡装配二厂): a drawn layout that says so, PC or phone. */
export function plannedPlantScene(platform: 'pc' | 'mobile'): Scene {
  const pc = platform === 'pc';
  const s = canvas(pc ? 1280 : 390, pc ? 720 : 700);
  const w = pc ? 1280 : 390;
  s.rect(0, 0, w, 60, { fill: '#0a2540', stroke: 'none' });
  s.text(20, 10, w - 40, 40, pc ? '无锡装配二厂 · Assembly plant overview' : '无锡装配二厂 Assembly', {
    fontSize: pc ? 22 : 18,
    fontWeight: 'bold',
  });
  const stations = pc ? 4 : 3;
  const span = (w - 80) / stations;
  s.panel(20, 80, w - 40, pc ? 300 : 260, '装配线 Assembly line');
  for (let i = 0; i < stations; i++) {
    const x = 40 + i * span;
    s.symbol(x + span * 0.15, 150, span * 0.6, 70, i === stations - 1 ? 'plc' : 'conveyor');
    s.text(x, 232, span, 22, `工位 ${i + 1} Station ${i + 1}`, { color: C.muted, fontSize: 12, align: 'middle' });
    if (i < stations - 1)
      s.pipe(
        [
          [x + span * 0.75, 185],
          [x + span * 1.15, 185],
        ],
        C.steel,
      );
  }
  s.panel(20, pc ? 400 : 360, w - 40, 160, '接入 Connection');
  s.text(40, pc ? 450 : 410, w - 80, 24, '设备接入后,在组态设计中绑定数据点。', { color: C.muted, fontSize: pc ? 15 : 13 });
  s.text(40, pc ? 480 : 440, w - 80, 24, 'Bind points once devices are connected.', { color: C.muted, fontSize: pc ? 15 : 12 });
  s.symbol(pc ? 1100 : 300, pc ? 440 : 446, pc ? 70 : 56, pc ? 70 : 56, 'sensor');
  return s.scene();
}

/** Every view of the press's project, links resolved by `viewIds` as the seed inserts them. */
export function pressProjectViews(devices: { press: DemoDevice; chiller: DemoDevice; packing: DemoDevice }) {
  return {
    chiller: { name: '冷水机', platform: 'pc', isMain: false, scene: chillerScene(devices.chiller) } satisfies DemoView,
    packing: { name: '包装线', platform: 'pc', isMain: false, scene: packingScene(devices.packing) } satisfies DemoView,
    main: (links: { chiller?: number; packing?: number }): DemoView => ({
      name: '注塑机',
      platform: 'pc',
      isMain: true,
      scene: pressPcScene(devices.press, links),
    }),
    mobile: { name: '注塑机手机', platform: 'mobile', isMain: true, scene: pressMobileScene(devices.press) } satisfies DemoView,
  };
}

export function plannedPlantViews(): DemoView[] {
  return [
    { name: '总览', platform: 'pc', isMain: true, scene: plannedPlantScene('pc') },
    { name: '总览手机', platform: 'mobile', isMain: true, scene: plannedPlantScene('mobile') },
  ];
}
