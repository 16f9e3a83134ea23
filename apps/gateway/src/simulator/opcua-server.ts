import path from 'node:path';
import { decodeWords, encodeValue, isDataTypeCode } from '@fieldlink/domain';
import {
  DataType,
  MessageSecurityMode,
  OPCUACertificateManager,
  OPCUAServer,
  SecurityPolicy,
  StatusCodes,
  Variant,
  VariantArrayType,
} from 'node-opcua';
import type { SimProfile, SimRange } from './profile.js';
import type { PlcSimulator } from './simulator.js';

export interface OpcUaServerOptions {
  simulator: PlcSimulator;
  profile: SimProfile;
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Where the server keeps its certificate and the clients it trusts. */
  pkiDir: string;
  /** A user that may connect (anonymous is refused when one is given). */
  user?: { name: string; password: string };
  /** Overrides the profile's recipe area. */
  recipeArea?: SimRange & { flag: number };
}

export interface SimulatedOpcUaServer {
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

/** The OPC UA type of a data type code (spec's table). */
const OPCUA_TYPES: Record<number, DataType> = {
  1: DataType.Int16,
  2: DataType.UInt16,
  3: DataType.Int32,
  4: DataType.UInt32,
  5: DataType.Float,
  6: DataType.SByte,
  7: DataType.Byte,
  10: DataType.Boolean,
};

/**
 * The simulated PLC's memory through OPC UA (node-opcua's server): each profile channel a variable
 * `ns=1;s=<channel name>` of its natural type, the recipe area a UInt16 array `ns=1;s=Recipe` and
 * its flag `ns=1;s=RecipeDone`. Security None, Sign and SignAndEncrypt (Basic256Sha256); client
 * certificates are accepted on first use.
 */
export async function startOpcUaServer(options: OpcUaServerOptions): Promise<SimulatedOpcUaServer> {
  const { simulator, profile } = options;
  const serverCertificateManager = new OPCUACertificateManager({
    rootFolder: path.join(options.pkiDir, 'server'),
    automaticallyAcceptUnknownCertificate: true,
  });
  await serverCertificateManager.initialize();
  const user = options.user;
  const server = new OPCUAServer({
    port: options.port ?? 0,
    serverCertificateManager,
    securityModes: [MessageSecurityMode.None, MessageSecurityMode.Sign, MessageSecurityMode.SignAndEncrypt],
    securityPolicies: [SecurityPolicy.None, SecurityPolicy.Basic256Sha256],
    allowAnonymous: !user,
    userManager: { isValidUser: (name: string, password: string) => !user || (name === user.name && password === user.password) },
    buildInfo: { productName: 'fieldlink-plc-simulator' },
  });
  await server.initialize();
  const namespace = server.engine.addressSpace!.getOwnNamespace();
  const device = namespace.addObject({ organizedBy: server.engine.addressSpace!.rootFolder.objects, browseName: profile.name });

  for (const channel of profile.channels) {
    if (channel.table !== 'holding' || !isDataTypeCode(channel.dataType) || !(channel.dataType in OPCUA_TYPES)) continue;
    const dataType = OPCUA_TYPES[channel.dataType]!;
    const code = channel.dataType;
    const words = code === 3 || code === 4 || code === 5 ? 2 : 1;
    const swap = profile.highLowSwap ?? false;
    namespace.addVariable({
      componentOf: device,
      browseName: channel.name,
      nodeId: `s=${channel.name}`,
      dataType,
      minimumSamplingInterval: 50,
      value: {
        get: () => {
          const cells = Array.from({ length: words }, (_, i) => simulator.read('holding', channel.offset + i));
          return new Variant({ dataType, value: decodeWords(cells, code, { highLowSwap: swap }) });
        },
        set: (variant: Variant) => {
          const cells = encodeValue(variant.value as number | boolean, code, { highLowSwap: swap });
          cells.forEach((word, i) => simulator.write('holding', channel.offset + i, word));
          return StatusCodes.Good;
        },
      },
    });
  }

  const recipe = options.recipeArea ?? profile.recipeArea;
  if (recipe) {
    namespace.addVariable({
      componentOf: device,
      browseName: 'Recipe',
      nodeId: 's=Recipe',
      dataType: DataType.UInt16,
      minimumSamplingInterval: 50,
      valueRank: 1,
      arrayDimensions: [recipe.count],
      value: {
        get: () =>
          new Variant({
            dataType: DataType.UInt16,
            arrayType: VariantArrayType.Array,
            value: Uint16Array.from({ length: recipe.count }, (_, i) => simulator.read('holding', recipe.offset + i)),
          }),
        set: (variant: Variant) => {
          const values = Array.from(variant.value as ArrayLike<number>);
          // Written through the Modbus vector, so the simulator takes it as a recipe and sets the flag.
          void simulator.vector.setRegisterArray!(recipe.offset, values.slice(0, recipe.count), 0, () => {});
          return StatusCodes.Good;
        },
      },
    });
    namespace.addVariable({
      componentOf: device,
      browseName: 'RecipeDone',
      nodeId: 's=RecipeDone',
      dataType: DataType.UInt16,
      minimumSamplingInterval: 50,
      value: {
        get: () => new Variant({ dataType: DataType.UInt16, value: simulator.read('holding', recipe.flag) }),
        set: (variant: Variant) => {
          simulator.write('holding', recipe.flag, Number(variant.value));
          return StatusCodes.Good;
        },
      },
    });
  }

  await server.start();
  const port = server.endpoints[0]!.port;
  return {
    endpoint: `opc.tcp://127.0.0.1:${port}`,
    port,
    close: async () => {
      await server.shutdown(0);
      await serverCertificateManager.dispose();
    },
  };
}
