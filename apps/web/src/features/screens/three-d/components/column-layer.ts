import type { CustomLayerInterface, CustomRenderMethodInput, Map as MapLibreMap } from 'maplibre-gl';
import { KNOWN_STATES, NO_STATE_COLOR, stateColor } from '../../../../shared/map/state-donut';
import type { ColumnLevel, ColumnLevels } from '../lib/column-levels';
import type { ColumnScene } from '../lib/column-scene';
import {
  BASE_SHARE,
  cameraGround,
  columnSize,
  countInView,
  pickColumn,
  sceneMatrix,
  visibleRuns,
} from '../lib/column-view';

export const COLUMNS_LAYER = 'device-columns';
/** Above this many devices in view, columns stand for squares of devices (a level of ColumnLevels). */
const MERGE_ABOVE = 4_000;
/** A merged column's width, as a share of its square. */
const MERGED_WIDTH = 0.3;
/** Above this many columns in view, each is drawn as one quad turned to the eye. */
const FLAT_ABOVE = 12_000;

// A column is the three faces the eye can see of a box: the side towards the camera along x, the
// one along y, and the top. Each vertex: (a, b, face); the shader picks the sides per column.
const FACES = new Float32Array([
  ...[-0.5, 0, 0, 0.5, 0, 0, 0.5, 1, 0, -0.5, 1, 0],
  ...[-0.5, 0, 1, 0.5, 0, 1, 0.5, 1, 1, -0.5, 1, 1],
  ...[-0.5, -0.5, 2, 0.5, -0.5, 2, 0.5, 0.5, 2, -0.5, 0.5, 2],
]);
const INDICES = new Uint16Array([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7, 8, 9, 10, 8, 10, 11]);

const VERTEX = `#version 300 es
uniform mat4 u_matrix;
uniform vec2 u_camera;
uniform float u_width;
uniform float u_height;
uniform float u_flat;
uniform vec3 u_colors[6];
in vec3 a_vertex;
in vec3 a_column;
in float a_state;
out vec3 v_color;
void main() {
  vec2 side = sign(u_camera - a_column.xy);
  side += vec2(equal(side, vec2(0.0)));
  float height = u_height * (${BASE_SHARE.toFixed(2)} + ${(1 - BASE_SHARE).toFixed(2)} * a_column.z);
  vec3 corner;
  float light;
  if (u_flat > 0.5) {
    // Far or many: one quad a column, turned to the eye.
    vec2 eye = normalize(u_camera - a_column.xy + vec2(0.001, 0.0));
    corner = vec3(vec2(-eye.y, eye.x) * a_vertex.x, a_vertex.y);
    light = mix(0.55, 1.15, a_vertex.y);
  } else if (a_vertex.z < 0.5) {
    corner = vec3(side.x * 0.5, a_vertex.x, a_vertex.y);
    light = 0.62 * mix(0.5, 1.0, a_vertex.y);
  } else if (a_vertex.z < 1.5) {
    corner = vec3(a_vertex.x, side.y * 0.5, a_vertex.y);
    light = 0.82 * mix(0.5, 1.0, a_vertex.y);
  } else {
    corner = vec3(a_vertex.xy, 1.0);
    light = 1.2;
  }
  gl_Position = u_matrix * vec4(a_column.xy + corner.xy * u_width, corner.z * height, 1.0);
  int state = int(a_state);
  v_color = min(u_colors[state > 5 ? 0 : state] * light, vec3(1.0));
}`;

const FRAGMENT = `#version 300 es
precision mediump float;
in vec3 v_color;
out vec4 color;
void main() {
  color = vec4(v_color, 1.0);
}`;

const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
/** Index 0 is "no state yet", then the run states 1..5. */
const PALETTE = new Float32Array([NO_STATE_COLOR, ...KNOWN_STATES.map(stateColor)].flatMap(rgb));

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('columns: no shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader) ?? '');
  return shader;
}

interface Gpu {
  program: WebGLProgram;
  vao: WebGLVertexArrayObject;
  columns: WebGLBuffer;
  states: WebGLBuffer;
  uniforms: Record<'matrix' | 'camera' | 'width' | 'height' | 'flat' | 'colors', WebGLUniformLocation | null>;
  column: number;
  state: number;
}

/** What a point of the map shows: one device (its index in the decoded answer) or a square of them. */
export type Picked = { device: number } | { square: { lng: number; lat: number } };

/**
 * Every device as a column, drawn by the GPU in one instanced call per run of cells in view: a
 * MapLibre custom layer, so that 100,000 columns cost neither GeoJSON tiles nor a feature each. When
 * more than MERGE_ABOVE devices are in view, a column stands for a square of them. New columns
 * replace the buffers (`setLevels`); a run state that changes rewrites a byte or two (`setState`).
 */
export class ColumnLayer implements CustomLayerInterface {
  readonly id = COLUMNS_LAYER;
  readonly type = 'custom';
  readonly renderingMode = '3d';
  /** Columns drawn in the last frame. */
  drawn = 0;
  /** The square a column of the last frame stands for, in metres; undefined when one per device. */
  mergedCellM: number | undefined;
  private map?: MapLibreMap;
  private gl?: WebGL2RenderingContext;
  private gpu?: Gpu;
  private levels?: ColumnLevels;
  private shown?: ColumnLevel;
  private uploaded?: ColumnScene;
  private dirty: [number, number] | undefined;
  private matrix: Float64Array = new Float64Array(16);
  private runs: number[] = [];

  constructor(private readonly onFrame: (layer: ColumnLayer) => void) {}

  onAdd(map: MapLibreMap, gl: WebGLRenderingContext | WebGL2RenderingContext): void {
    this.map = map;
    this.gl = gl as WebGL2RenderingContext;
    const gl2 = this.gl;
    const program = gl2.createProgram();
    gl2.attachShader(program, compile(gl2, gl2.VERTEX_SHADER, VERTEX));
    gl2.attachShader(program, compile(gl2, gl2.FRAGMENT_SHADER, FRAGMENT));
    gl2.linkProgram(program);
    const vao = gl2.createVertexArray();
    gl2.bindVertexArray(vao);
    const faces = gl2.createBuffer();
    gl2.bindBuffer(gl2.ARRAY_BUFFER, faces);
    gl2.bufferData(gl2.ARRAY_BUFFER, FACES, gl2.STATIC_DRAW);
    const vertex = gl2.getAttribLocation(program, 'a_vertex');
    gl2.enableVertexAttribArray(vertex);
    gl2.vertexAttribPointer(vertex, 3, gl2.FLOAT, false, 0, 0);
    const indices = gl2.createBuffer();
    gl2.bindBuffer(gl2.ELEMENT_ARRAY_BUFFER, indices);
    gl2.bufferData(gl2.ELEMENT_ARRAY_BUFFER, INDICES, gl2.STATIC_DRAW);
    const column = gl2.getAttribLocation(program, 'a_column');
    const state = gl2.getAttribLocation(program, 'a_state');
    gl2.enableVertexAttribArray(column);
    gl2.vertexAttribDivisor(column, 1);
    gl2.enableVertexAttribArray(state);
    gl2.vertexAttribDivisor(state, 1);
    gl2.bindVertexArray(null);
    const uniform = (name: string) => gl2.getUniformLocation(program, name);
    this.gpu = {
      program,
      vao,
      columns: gl2.createBuffer(),
      states: gl2.createBuffer(),
      uniforms: {
        matrix: uniform('u_matrix'),
        camera: uniform('u_camera'),
        width: uniform('u_width'),
        height: uniform('u_height'),
        flat: uniform('u_flat'),
        colors: uniform('u_colors'),
      },
      column,
      state,
    };
    this.uploaded = undefined;
  }

  onRemove(): void {
    const { gl, gpu } = this;
    if (gl && gpu) {
      gl.deleteProgram(gpu.program);
      gl.deleteVertexArray(gpu.vao);
      gl.deleteBuffer(gpu.columns);
      gl.deleteBuffer(gpu.states);
    }
    this.gpu = undefined;
  }

  setLevels(levels: ColumnLevels): void {
    this.levels = levels;
    this.shown = undefined;
    this.uploaded = undefined;
    this.map?.triggerRepaint();
  }

  /** A device's new run state, drawn with the next frame. */
  setState(deviceId: number, state: number | null): boolean {
    const changed = this.levels?.setState(deviceId, state ?? 0);
    if (!changed) return false;
    for (const { scene, slot } of changed) {
      if (scene !== this.uploaded) continue;
      this.dirty = this.dirty ? [Math.min(this.dirty[0], slot), Math.max(this.dirty[1], slot)] : [slot, slot];
    }
    this.map?.triggerRepaint();
    return true;
  }

  /** What the column under a point of the map (CSS pixels) stands for, as last drawn. */
  pick(point: { x: number; y: number }): Picked | undefined {
    const { map, shown } = this;
    if (!map || !shown) return undefined;
    const { scene, merged } = shown;
    const canvas = map.getCanvas();
    const viewport = { width: canvas.clientWidth, height: canvas.clientHeight };
    const slot = pickColumn(
      scene,
      this.runs,
      this.matrix,
      viewport,
      point,
      this.sizeOf(shown, map.getZoom()),
    );
    if (slot === undefined) return undefined;
    const index = scene.columnOf[slot] as number;
    if (!merged) return { device: index };
    const lng = merged.columns.lngs[index] as number;
    const lat = merged.columns.lats[index] as number;
    return { square: { lng, lat } };
  }

  /** The size of the level's columns at a zoom: a merged column is as wide as a share of its square. */
  private sizeOf({ scene, merged }: ColumnLevel, zoom: number) {
    const size = columnSize(zoom, scene.origin.lat);
    return merged ? { ...size, widthM: Math.max(size.widthM, merged.cellM * MERGED_WIDTH) } : size;
  }

  /** The devices one by one, or merged by squares when more than MERGE_ABOVE are in view. */
  private levelInView(levels: ColumnLevels, world: ArrayLike<number>, zoom: number): ColumnLevel {
    const { scene } = levels.device;
    const size = columnSize(zoom, scene.origin.lat);
    const matrix = sceneMatrix(world, scene);
    const level =
      countInView(scene, matrix, size.fullHeightM) <= MERGE_ABOVE
        ? levels.device
        : levels.mergedFor(size.widthM);
    this.matrix = level === levels.device ? matrix : sceneMatrix(world, level.scene);
    this.runs = visibleRuns(level.scene, this.matrix, size.fullHeightM);
    return level;
  }

  render(gl: WebGL2RenderingContext | WebGLRenderingContext, input: CustomRenderMethodInput): void {
    const { map, levels, gpu } = this;
    const gl2 = gl as WebGL2RenderingContext;
    if (!map || !levels || !gpu) return;
    const shown = this.levelInView(levels, input.defaultProjectionData.mainMatrix, map.getZoom());
    const { scene } = shown;
    this.shown = shown;
    this.mergedCellM = shown.merged?.cellM;
    this.upload(gl2, scene, gpu);
    const size = this.sizeOf(shown, map.getZoom());
    const camera = cameraGround(scene, {
      center: map.getCenter(),
      zoom: map.getZoom(),
      pitch: map.getPitch(),
      bearing: map.getBearing(),
      fov: map.getVerticalFieldOfView(),
      height: map.getCanvas().clientHeight,
    });

    // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook.
    gl2.useProgram(gpu.program);
    gl2.uniformMatrix4fv(gpu.uniforms.matrix, false, Float32Array.from(this.matrix));
    gl2.uniform2f(gpu.uniforms.camera, camera[0], camera[1]);
    gl2.uniform1f(gpu.uniforms.width, size.widthM);
    gl2.uniform1f(gpu.uniforms.height, size.fullHeightM);
    gl2.uniform3fv(gpu.uniforms.colors, PALETTE);
    let inView = 0;
    for (let r = 1; r < this.runs.length; r += 2) inView += this.runs[r] as number;
    // Many columns in view: each is a few pixels, and one quad costs a third of three faces.
    const flat = inView > FLAT_ABOVE;
    gl2.uniform1f(gpu.uniforms.flat, flat ? 1 : 0);
    gl2.enable(gl2.DEPTH_TEST);
    gl2.depthFunc(gl2.LEQUAL);
    gl2.depthMask(true);
    gl2.disable(gl2.BLEND);
    gl2.disable(gl2.STENCIL_TEST);
    gl2.disable(gl2.CULL_FACE);
    gl2.bindVertexArray(gpu.vao);
    let drawn = 0;
    for (let r = 0; r < this.runs.length; r += 2) {
      const start = this.runs[r] as number;
      const count = this.runs[r + 1] as number;
      // WebGL 2 has no base instance: each run points the per-column attributes at its first slot.
      gl2.bindBuffer(gl2.ARRAY_BUFFER, gpu.columns);
      gl2.vertexAttribPointer(gpu.column, 3, gl2.FLOAT, false, 12, start * 12);
      gl2.bindBuffer(gl2.ARRAY_BUFFER, gpu.states);
      gl2.vertexAttribPointer(gpu.state, 1, gl2.UNSIGNED_BYTE, false, 1, start);
      gl2.drawElementsInstanced(gl2.TRIANGLES, flat ? 6 : INDICES.length, gl2.UNSIGNED_SHORT, 0, count);
      drawn += count;
    }
    gl2.bindVertexArray(null);
    this.drawn = drawn;
    this.onFrame(this);
  }

  private upload(gl: WebGL2RenderingContext, scene: ColumnScene, gpu: Gpu): void {
    if (this.uploaded !== scene) {
      gl.bindBuffer(gl.ARRAY_BUFFER, gpu.columns);
      gl.bufferData(gl.ARRAY_BUFFER, scene.instances, gl.STATIC_DRAW);
      gl.bindBuffer(gl.ARRAY_BUFFER, gpu.states);
      gl.bufferData(gl.ARRAY_BUFFER, scene.states, gl.DYNAMIC_DRAW);
      this.uploaded = scene;
      this.dirty = undefined;
    } else if (this.dirty) {
      const [from, to] = this.dirty;
      gl.bindBuffer(gl.ARRAY_BUFFER, gpu.states);
      gl.bufferSubData(gl.ARRAY_BUFFER, from, scene.states.subarray(from, to + 1));
      this.dirty = undefined;
    }
  }
}
