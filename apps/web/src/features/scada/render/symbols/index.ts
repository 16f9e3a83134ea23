import type { SymbolName } from '@fieldlink/domain';
import type { ComponentType } from 'react';
import { ConveyorSymbol } from './ConveyorSymbol';
import { FanSymbol } from './FanSymbol';
import { MotorSymbol } from './MotorSymbol';
import { PipeSymbol } from './PipeSymbol';
import { PlcSymbol } from './PlcSymbol';
import { PumpSymbol } from './PumpSymbol';
import { SensorSymbol } from './SensorSymbol';
import { TankSymbol } from './TankSymbol';
import { ValveSymbol } from './ValveSymbol';
import type { SymbolProps } from './SymbolFrame';

export type { SymbolProps } from './SymbolFrame';

/** The built-in industrial symbols, one per domain `SYMBOLS` name (the editor's palette uses them too). */
export const SYMBOL_COMPONENTS: Record<SymbolName, ComponentType<SymbolProps>> = {
  pump: PumpSymbol,
  valve: ValveSymbol,
  tank: TankSymbol,
  motor: MotorSymbol,
  fan: FanSymbol,
  pipe: PipeSymbol,
  sensor: SensorSymbol,
  plc: PlcSymbol,
  conveyor: ConveyorSymbol,
};
