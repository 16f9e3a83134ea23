import { SCENE_VERSION, SceneSchema, type Scene } from './scene.js';

/**
 * Reads a scene written by any version: each step lifts version n to n + 1, then the current
 * schema validates. A scene from a newer version than this build knows is refused, not guessed at.
 */
const STEPS: Record<number, (scene: Record<string, unknown>) => Record<string, unknown>> = {
  /** Version 1 had no layers: every element sat on one plane. */
  1: (scene) => ({
    ...scene,
    version: 2,
    layers: [{ id: 'base', name: '', visible: true, locked: false }],
    elements: ((scene.elements as Record<string, unknown>[] | undefined) ?? []).map((element) => ({ ...element, layer: 'base' })),
  }),
};

export class SceneVersionError extends Error {
  constructor(readonly found: unknown) {
    super(`unknown scene version ${String(found)}`);
  }
}

export function migrateScene(raw: unknown): Scene {
  let scene = (raw ?? {}) as Record<string, unknown>;
  let version = typeof scene.version === 'number' ? scene.version : 1;
  if (!Number.isInteger(version) || version < 1 || version > SCENE_VERSION) throw new SceneVersionError(scene.version);
  while (version < SCENE_VERSION) {
    scene = STEPS[version]!({ ...scene, version });
    version += 1;
  }
  return SceneSchema.parse(scene);
}

/** `migrateScene` as a zod-style result, for a route's 400. */
export function safeMigrateScene(raw: unknown): { success: true; data: Scene } | { success: false; message: string } {
  try {
    return { success: true, data: migrateScene(raw) };
  } catch (error) {
    if (error instanceof SceneVersionError) return { success: false, message: 'validation.sceneVersion' };
    const issue = (error as { issues?: { message: string }[] }).issues?.[0];
    return { success: false, message: issue && issue.message.startsWith('validation.') ? issue.message : 'validation.scene' };
  }
}
