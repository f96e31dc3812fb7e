import type { CrashState } from '@casino/contracts/studio';
import { useEffect, useRef } from 'react';
import { formatMultiplier } from '../../lib/money.ts';
import { texts } from '../../texts.ts';
import {
  type Box,
  chartScale,
  curvePoints,
  flooredMultiplier,
  multiplierTicks,
  toCanvas,
} from './crash-curve.ts';
import { type CrashMoment, momentOf } from './crash-moment.ts';

const AXIS: Omit<Box, 'width' | 'height'> = { left: 44, bottom: 8 };

function drawGrid(context: CanvasRenderingContext2D, box: Box, maxMultiplier: number, maxElapsedMs: number) {
  context.strokeStyle = 'rgba(255,255,255,0.08)';
  context.fillStyle = 'rgba(255,255,255,0.45)';
  context.font = '11px system-ui, sans-serif';
  context.lineWidth = 1;
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  for (const tick of multiplierTicks(maxMultiplier)) {
    const { y } = toCanvas(0, tick, { maxElapsedMs, maxMultiplier }, box);
    context.beginPath();
    context.moveTo(box.left, y);
    context.lineTo(box.width, y);
    context.stroke();
    context.fillText(`${Number(tick.toFixed(2))}×`, box.left - 6, y);
  }
}

function drawCurve(context: CanvasRenderingContext2D, box: Box, state: CrashState, moment: CrashMoment) {
  const scale = chartScale(moment.elapsedMs, moment.multiplier);
  drawGrid(context, box, scale.maxMultiplier, scale.maxElapsedMs);
  if (moment.phase === 'betting') return;
  const points = curvePoints(moment.elapsedMs, state.growthPerMs).map(({ t, m }) =>
    toCanvas(t, m, scale, box),
  );
  const colour = moment.phase === 'crashed' ? '#ff4d5e' : '#3ee08f';
  const base = box.height - box.bottom;
  const gradient = context.createLinearGradient(0, 0, 0, base);
  gradient.addColorStop(0, moment.phase === 'crashed' ? 'rgba(255,77,94,0.35)' : 'rgba(62,224,143,0.35)');
  gradient.addColorStop(1, 'rgba(0,0,0,0)');
  context.beginPath();
  context.moveTo(points[0]!.x, base);
  for (const point of points) context.lineTo(point.x, point.y);
  context.lineTo(points.at(-1)!.x, base);
  context.closePath();
  context.fillStyle = gradient;
  context.fill();
  context.beginPath();
  context.moveTo(points[0]!.x, points[0]!.y);
  for (const point of points) context.lineTo(point.x, point.y);
  context.strokeStyle = colour;
  context.lineWidth = 3;
  context.lineJoin = 'round';
  context.stroke();
  const tip = points.at(-1)!;
  context.beginPath();
  context.arc(tip.x, tip.y, 5, 0, Math.PI * 2);
  context.fillStyle = colour;
  context.fill();
}

function headline(moment: CrashMoment): { text: string; tone: string } {
  if (moment.phase === 'betting')
    return { text: texts.crash.bettingEnds((moment.bettingLeftMs / 1000).toFixed(1)), tone: 'betting' };
  const multiplier = formatMultiplier(flooredMultiplier(moment.multiplier));
  return moment.phase === 'crashed'
    ? { text: texts.crash.crashed(multiplier), tone: 'crashed' }
    : { text: multiplier, tone: 'running' };
}

/** The rising curve on a canvas, redrawn every frame from the server-timed state. */
export function CrashChart({ state, offsetMs }: { state: CrashState | null; offsetMs: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const label = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const draw = () => {
      const element = canvas.current;
      const context = element?.getContext('2d');
      if (element && context && state) {
        const ratio = window.devicePixelRatio || 1;
        const { width, height } = element.getBoundingClientRect();
        if (element.width !== Math.round(width * ratio)) element.width = Math.round(width * ratio);
        if (element.height !== Math.round(height * ratio)) element.height = Math.round(height * ratio);
        context.setTransform(ratio, 0, 0, ratio, 0, 0);
        context.clearRect(0, 0, width, height);
        const moment = momentOf(state, Date.now() + offsetMs);
        drawCurve(context, { width, height, ...AXIS }, state, moment);
        if (label.current) {
          const { text, tone } = headline(moment);
          label.current.textContent = text;
          label.current.dataset.tone = tone;
        }
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [state, offsetMs]);

  return (
    <div className="crash-chart">
      <canvas ref={canvas} />
      <div ref={label} className="crash-chart__label" role="status" aria-live="off">
        {state ? '' : texts.crash.connecting}
      </div>
    </div>
  );
}
