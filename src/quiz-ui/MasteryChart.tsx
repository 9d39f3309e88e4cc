/** The per-topic mastery over time (recharts; loaded lazily, never in the first load). */
import { useEffect, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { t } from './strings.ts';
import type { MasteryPoint } from '../quiz/mastery.ts';
import type { QuizTopic } from '../quiz/schema.ts';
import { activeTopics } from './bank.ts';

/** Okabe–Ito hue, dash pattern and marker: the series differ in more than colour. */
const SERIES: Record<QuizTopic, { colour: string; dash: string | undefined; symbol: 'circle' | 'square' | 'triangle' | 'diamond' }> = {
  errors: { colour: '--oi-blue', dash: undefined, symbol: 'circle' },
  panic: { colour: '--oi-vermillion', dash: '7 4', symbol: 'square' },
  reliability: { colour: '--oi-green', dash: '2 3', symbol: 'triangle' },
  overload: { colour: '--oi-purple', dash: '8 3 2 3', symbol: 'diamond' },
};
const VARS = ['--oi-blue', '--oi-vermillion', '--oi-green', '--oi-purple', '--muted', '--border', '--surface', '--fg'] as const;

/** The current values of the design tokens; read again when the theme changes. */
function useCssVars(): Record<string, string> {
  const read = () => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(VARS.map((v) => [v, style.getPropertyValue(v).trim()]));
  };
  const [vars, setVars] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setVars(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
    return () => observer.disconnect();
  }, []);
  return vars;
}

function formatDay(day: string): string {
  const [, m, d] = day.split('-');
  return `${d}.${m}`;
}

export default function MasteryChart({ points }: { points: MasteryPoint[] }) {
  const vars = useCssVars();
  const last = points[points.length - 1]!;
  const first = points[0]!;
  const summary = t.quiz.chartSummary(
    formatDay(last.day),
    activeTopics.map((topic) => {
      const delta = last[topic] - first[topic];
      return `${t.quiz.topics[topic]} — ${last[topic]}%${points.length > 1 && delta !== 0 ? ` (${delta > 0 ? '+' : ''}${delta})` : ''}`;
    }),
  );
  return (
    <figure className="quiz-chart" data-testid="mastery-chart">
      <div className="quiz-chart-plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={points} margin={{ top: 12, right: 16, bottom: 4, left: -12 }} accessibilityLayer={false}>
            <CartesianGrid stroke={vars['--border']} strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={formatDay} stroke={vars['--muted']} tick={{ fill: vars['--muted'], fontSize: 12 }} />
            <YAxis domain={[0, (max: number) => Math.min(100, Math.max(25, Math.ceil(max / 25) * 25))]} allowDecimals={false} unit="%" stroke={vars['--muted']} tick={{ fill: vars['--muted'], fontSize: 12 }} width={52} />
            <Tooltip
              labelFormatter={(day) => formatDay(String(day))}
              formatter={(value) => `${String(value)}%`}
              contentStyle={{ background: vars['--surface'], border: `1px solid ${vars['--border']}`, borderRadius: 8, color: vars['--fg'] }}
            />
            <Legend wrapperStyle={{ color: vars['--fg'], fontSize: 13 }} />
            {activeTopics.map((topic) => {
              const s = SERIES[topic];
              const colour = vars[s.colour];
              return (
                <Line
                  key={topic}
                  type="monotone"
                  dataKey={topic}
                  name={t.quiz.topics[topic]}
                  stroke={colour}
                  strokeWidth={2.5}
                  strokeDasharray={s.dash}
                  legendType={s.symbol}
                  dot={{ symbol: s.symbol, r: 4.5, fill: colour, stroke: colour }}
                  isAnimationActive={false}
                />
              );
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="visually-hidden">{summary}</figcaption>
    </figure>
  );
}
