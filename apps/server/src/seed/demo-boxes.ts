// The demo plant's gateways, apart from its seeding so the seed's repositories can name them
// without importing the seeding (which imports their type).

/** The demo gateways' credentials; the simulated gateway of the demo uses them. */
export const DEMO_BOX_PASSWORD = 'demo1234';
export const DEMO_BOXES = ['DEMOPRESS001', 'DEMOCOOL0002', 'DEMOPACK0003'] as const;
/** The OPC UA user the chiller's PLC accepts (the demo's simulated server asks for it). */
export const DEMO_OPCUA_USER = { name: 'operator', password: 'demo-opcua1' } as const;
