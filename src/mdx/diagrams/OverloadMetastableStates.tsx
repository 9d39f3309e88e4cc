// Жизненный цикл метастабильного отказа (Bronson et al., HotOS'21): стабильное →
// уязвимое → метастабильное состояние и сильное действие, которое выводит обратно.
// Схемы этой главы нарисованы под 360 px (viewBox шириной 400, текст 14 px), поэтому
// minWidth: 0 снимает общий минимум ширины фигур, и схема не прокручивается.

export default function OverloadMetastableStates() {
  const box = { fill: 'var(--surface)', strokeWidth: 2, rx: 12 } as const;
  const title = { fill: 'var(--fg)', fontSize: 17, fontWeight: 600, textAnchor: 'middle' } as const;
  const note = { fill: 'var(--muted)', fontSize: 14, textAnchor: 'middle' } as const;
  const label = { fill: 'var(--fg)', fontSize: 14 } as const;
  return (
    <svg
      viewBox="0 0 400 470"
      width="100%"
      style={{ maxWidth: 520, minWidth: 0 }}
      role="img"
      aria-label="Три состояния системы. Стабильное: нагрузка ниже скрытой ёмкости, после сбоя система возвращается сама. Когда нагрузка растёт, система переходит в уязвимое состояние: она здорова, но после сильного сбоя может уже не вернуться сама. Триггер — всплеск, пауза, потеря кэша — переводит её в метастабильное состояние: сервер занят на все сто процентов, а полезных ответов почти нет, и это состояние поддерживает само себя через ретраи или холодный кэш. Выйти можно только сильным действием: сбросить нагрузку, выбрасывать истёкшие запросы, ограничить ретраи бюджетом."
    >
      <defs>
        <marker id="oms-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="var(--fg)" />
        </marker>
      </defs>

      <rect x="60" y="10" width="220" height="70" {...box} stroke="var(--oi-green)" />
      <text x="170" y="38" {...title}>Стабильное</text>
      <text x="170" y="62" {...note}>сбой проходит сам</text>

      <path d="M170 82 L170 148" stroke="var(--fg)" strokeWidth="1.5" markerEnd="url(#oms-arrow)" />
      <text x="180" y="120" {...label}>нагрузка растёт</text>

      <rect x="60" y="150" width="220" height="70" {...box} stroke="var(--oi-orange)" strokeDasharray="8 4" />
      <text x="170" y="178" {...title}>Уязвимое</text>
      <text x="170" y="202" {...note}>здорово, но хрупкое</text>

      <path d="M170 222 L170 298" stroke="var(--oi-vermillion)" strokeWidth="2" markerEnd="url(#oms-arrow)" />
      <text x="180" y="252" {...label}>триггер: всплеск,</text>
      <text x="180" y="270" {...label}>пауза, потеря кэша</text>

      <rect x="60" y="300" width="220" height="80" {...box} stroke="var(--oi-vermillion)" />
      <text x="170" y="328" {...title}>Метастабильное</text>
      <text x="170" y="350" {...note}>занят на 100 %,</text>
      <text x="170" y="368" {...note}>полезный выход ≈ 0</text>

      {/* поддерживающий эффект: петля на себя */}
      <path d="M282 320 C 350 300, 350 380, 282 362" stroke="var(--oi-vermillion)" strokeWidth="2" fill="none" markerEnd="url(#oms-arrow)" />
      <text x="200" y="404" fill="var(--oi-vermillion)" fontSize={14} textAnchor="middle">петля: ретраи, холодный кэш</text>

      {/* выход: сильное действие */}
      <path d="M58 340 C 10 300, 10 70, 58 46" stroke="var(--oi-green)" strokeWidth="1.5" strokeDasharray="6 4" fill="none" markerEnd="url(#oms-arrow)" />
      <text x="200" y="432" {...note}>выход — только сильным действием:</text>
      <text x="200" y="452" {...note}>сброс нагрузки, выброс истёкшего, бюджет</text>
    </svg>
  );
}
