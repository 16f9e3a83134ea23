import type { Layer, Scene } from '@fieldlink/domain';
import { layerOf } from './elementFactory';
import { editableIds, mapElements } from './sceneOps';

/** The scene's layers: the first is drawn first (at the back). */

export const MAX_LAYERS = 50;

export function addLayer(scene: Scene, name: string): { scene: Scene; id?: string } {
  if (scene.layers.length >= MAX_LAYERS) return { scene };
  const taken = new Set(scene.layers.map((layer) => layer.id));
  let n = scene.layers.length;
  while (taken.has(`layer-${n}`)) n += 1;
  const id = `layer-${n}`;
  return { scene: { ...scene, layers: [...scene.layers, { id, name: name.slice(0, 60), visible: true, locked: false }] }, id };
}

export function updateLayer(scene: Scene, id: string, patch: Partial<Omit<Layer, 'id'>>): Scene {
  const layer = scene.layers.find((candidate) => candidate.id === id);
  if (!layer) return scene;
  const next = { ...layer, ...patch, name: (patch.name ?? layer.name).slice(0, 60) };
  if (next.name === layer.name && next.visible === layer.visible && next.locked === layer.locked) return scene;
  return { ...scene, layers: scene.layers.map((candidate) => (candidate.id === id ? next : candidate)) };
}

/** One step towards the front (+1) or back (-1). */
export function moveLayer(scene: Scene, id: string, step: 1 | -1): Scene {
  const index = scene.layers.findIndex((layer) => layer.id === id);
  const swap = index + step;
  if (index < 0 || swap < 0 || swap >= scene.layers.length) return scene;
  const layers = [...scene.layers];
  [layers[index], layers[swap]] = [layers[swap]!, layers[index]!];
  return { ...scene, layers };
}

/**
 * Removes a layer; its elements move to the layer below (or the new first). The last layer stays.
 * The element's own layer name is rewritten so the renderer and the server read the same thing.
 */
export function removeLayer(scene: Scene, id: string): Scene {
  const index = scene.layers.findIndex((layer) => layer.id === id);
  if (index < 0 || scene.layers.length === 1) return scene;
  const layers = scene.layers.filter((layer) => layer.id !== id);
  const heir = layers[Math.max(0, index - 1)]!.id;
  const elements = scene.elements.map((element) => (layerOf(scene, element) === id ? { ...element, layer: heir } : element));
  return { ...scene, layers, elements };
}

/** Moves the editable elements of `ids` to a layer. */
export function moveToLayer(scene: Scene, ids: readonly string[], layer: string): Scene {
  if (!scene.layers.some((candidate) => candidate.id === layer)) return scene;
  return mapElements(scene, editableIds(scene, ids), (element) => (element.layer === layer ? element : { ...element, layer }));
}
