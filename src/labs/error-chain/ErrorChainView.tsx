import { useEffect, useId, useMemo, useState } from 'react';
import { RunButton } from '../../components/RunButton.tsx';
import { Link } from '../../site/router.tsx';
import { t } from './strings.ts';
import { paths } from '../../site/paths.ts';
import { useUrlLabState, linkQuery } from '../../store/urlState.ts';
import { encodeState } from '../../url/params.ts';
import {
  type AsTarget,
  type ErrNode,
  type IsTarget,
  type NodeId,
  type WalkStep,
  ROOT,
  argsOf,
  asTargetType,
  asTypeArg,
  errorText,
  goExpr,
  goQuote,
  goType,
  isTargetLabel,
  methodsOf,
  nodeAt,
  nodeLabel,
  unwrapOf,
  unwrapOnce,
  walkAs,
  walkIs,
} from '../../engine/error-chain/model.ts';
import { encodeExprParam, formatExpr, parseExpr } from '../../engine/error-chain/expr.ts';
import { type Edit, LEAF_KINDS, type LeafKind, applyEdit, makeLeaf } from '../../engine/error-chain/edit.ts';
import { type IsTargetKey, PRESETS, PRESET_TREES, presetById } from '../../engine/error-chain/presets.ts';
import { type ErrorChainState, errorChainParams } from '../../engine/error-chain/params.ts';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { StepperBar } from '../kit/Stepper.tsx';
import { CopyLinkButton, LabShell, PresetPicker } from '../kit/LabShell.tsx';
import { ParamGroups } from '../kit/ParamControls.tsx';
import './error-chain.css';

const s = t.errorChain;

function isTargetOf(key: IsTargetKey, code: number): IsTarget {
  if (key === 'StatusError') return { kind: 'status', code };
  if (key === 'NewNotFound') return { kind: 'new', text: 'not found' };
  return { kind: 'sentinel', name: key };
}

function enumLabels(code: number) {
  return {
    mode: { is: 'errors.Is', as: 'errors.As / AsType', unwrap: 'errors.Unwrap' },
    target: {
      ErrNotFound: 'ErrNotFound',
      ErrTimeout: 'ErrTimeout',
      ErrPermission: 'ErrPermission',
      StatusError: `&StatusError{Code: ${code}}`,
      NewNotFound: 'errors.New("not found")',
    },
    as: { QueryError: '*QueryError', StatusError: '*StatusError', TimeoutError: '*TimeoutError', LegacyError: '*LegacyError', Timeouter: 'interface{ Timeout() bool }' },
  };
}

interface Highlight {
  current: NodeId | null;
  /** node → order of its first visit (1-based) */
  order: Map<NodeId, number>;
  matched: NodeId | null;
  failed: Set<NodeId>;
  /** Unwrap mode: the child errors.Unwrap returns. */
  returned: NodeId | null;
}

function highlightOf(steps: readonly WalkStep[], upto: number, matched: NodeId | null, done: boolean): Highlight {
  const order = new Map<NodeId, number>();
  const failed = new Set<NodeId>();
  for (let i = 0; i <= upto && i < steps.length; i++) {
    const st = steps[i]!;
    if ((st.action === 'compare' || st.action === 'assign') && !order.has(st.node)) order.set(st.node, order.size + 1);
    if (st.action === 'leaf' || st.action === 'exhausted') failed.add(st.node);
  }
  return { current: steps[upto]?.node ?? null, order, matched: done ? matched : null, failed, returned: null };
}

// ---------------------------------------------------------------------------------------------

function NodeBox({
  node,
  id,
  hl,
  selected,
  onSelect,
  textOnly,
  interactive,
}: {
  node: ErrNode;
  id: NodeId;
  hl: Highlight;
  selected: NodeId | null;
  onSelect: (id: NodeId) => void;
  textOnly: boolean;
  interactive: boolean;
}) {
  const u = unwrapOf(node, id);
  const args = argsOf(node);
  const inTree = new Set(u.kind === 'single' ? [u.id] : u.kind === 'multi' ? u.children.map((c) => c.id) : []);
  const n = hl.order.get(id);
  const classes = ['ec-node', `ec-kind-${node.kind}`];
  if (textOnly) classes.push('is-text-only');
  if (hl.current === id) classes.push('is-current');
  if (n !== undefined) classes.push('is-visited');
  if (hl.matched === id || hl.returned === id) classes.push('is-match');
  if (hl.failed.has(id)) classes.push('is-failed');
  if (selected === id) classes.push('is-selected');
  const status =
    hl.matched === id ? s.matched : hl.returned === id ? s.returned : hl.current === id ? s.current : hl.failed.has(id) ? s.branchFalse : null;
  const head = (
    <>
      <span className="ec-node-top">
        {n !== undefined && !textOnly && (
          <span className="ec-order" aria-label={s.orderLabel(n)}>
            {n}
          </span>
        )}
        <span className="ec-type">{goType(node)}</span>
        {status && <span className="ec-status">{status}</span>}
        {interactive && selected === id && <span className="ec-selected-tag">✎ {s.selectedTag}</span>}
      </span>
      <code className="ec-ctor">{nodeLabel(node)}</code>
      <span className="ec-text" title={errorText(node)}>
        Error(): {goQuote(errorText(node))}
      </span>
      <span className="ec-methods">{textOnly ? s.textOnly : methodsOf(node).slice(1).join(' · ') || s.noMethods}</span>
    </>
  );
  return (
    <div className={classes.join(' ')} data-node={id} data-testid={`node-${id}`}>
      {interactive && !textOnly ? (
        <button type="button" className="ec-node-head" aria-pressed={selected === id} onClick={() => onSelect(id)} title={s.selectHint}>
          {head}
        </button>
      ) : (
        <div className="ec-node-head">{head}</div>
      )}
      {args.length > 0 && (
        <div className={`ec-children${u.kind === 'multi' ? ' is-multi' : ''}`}>
          {args.map((a, i) => {
            const cid = `${id}.${i}`;
            return (
              <NodeBox
                key={cid}
                node={a}
                id={cid}
                hl={hl}
                selected={selected}
                onSelect={onSelect}
                textOnly={textOnly || !inTree.has(cid)}
                interactive={interactive}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------

function Builder({ tree, selected, onTree }: { tree: ErrNode; selected: NodeId; onTree: (tree: ErrNode, select: NodeId) => void }) {
  const uid = useId();
  const [msg, setMsg] = useState('retry');
  const [leafKind, setLeafKind] = useState<LeafKind>('ErrTimeout');
  const [code, setCode] = useState(500);
  const [error, setError] = useState<string | null>(null);
  const node = nodeAt(tree, selected) ?? tree;
  const leaf = () => makeLeaf(leafKind, msg, code);
  const run = (edit: Edit) => {
    const r = applyEdit(tree, selected, edit);
    if (r.ok) {
      setError(null);
      onTree(r.tree, r.select);
    } else setError(r.error);
  };
  return (
    <fieldset className="param-group ec-builder">
      <legend>{s.builder}</legend>
      <p className="param-hint">
        {s.selectedNode}: <code>{nodeLabel(node)}</code>
      </p>
      <div className="param">
        <div className="param-head">
          <label htmlFor={`${uid}-msg`}>{s.msgLabel}</label>
        </div>
        <input id={`${uid}-msg`} className="ec-input" value={msg} maxLength={40} onChange={(e) => setMsg(e.currentTarget.value)} />
      </div>
      <div className="ec-button-grid">
        <button type="button" className="button" onClick={() => run({ op: 'wrap', verb: 'w', msg })}>
          {s.wrapW}
        </button>
        <button type="button" className="button" onClick={() => run({ op: 'wrap', verb: 'v', msg })}>
          {s.wrapV}
        </button>
        <button type="button" className="button" onClick={() => run({ op: 'query', msg })}>
          {s.wrapQuery}
        </button>
      </div>
      <div className="param">
        <div className="param-head">
          <label htmlFor={`${uid}-leaf`}>{s.leafLabel}</label>
        </div>
        <select id={`${uid}-leaf`} value={leafKind} onChange={(e) => setLeafKind(e.currentTarget.value as LeafKind)}>
          {LEAF_KINDS.map((k) => (
            <option key={k} value={k}>
              {s.leafKinds[k]}
            </option>
          ))}
        </select>
        {(leafKind === 'status' || leafKind === 'legacy') && (
          <span className="param-value ec-code">
            <label htmlFor={`${uid}-code`}>{s.codeLabel}</label>
            <input id={`${uid}-code`} type="number" min={100} max={999} value={code} onChange={(e) => setCode(e.currentTarget.valueAsNumber)} />
          </span>
        )}
        <p className="param-hint">{s.leafHint}</p>
      </div>
      <div className="ec-button-grid">
        <button type="button" className="button" onClick={() => run({ op: 'join', leaf: leaf() })}>
          {s.join}
        </button>
        <button type="button" className="button" onClick={() => run({ op: 'addW', leaf: leaf() })} disabled={node.kind !== 'wrap'}>
          {s.addW}
        </button>
        <button type="button" className="button" onClick={() => run({ op: 'replace', leaf: leaf() })}>
          {s.replace}
        </button>
        <button type="button" className="button" onClick={() => run({ op: 'strip' })} disabled={argsOf(node).length === 0}>
          {s.strip}
        </button>
        <button type="button" className="button" onClick={() => run({ op: 'remove' })} disabled={selected === ROOT}>
          {s.remove}
        </button>
      </div>
      {error && (
        <p className="ec-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ExprEditor({ tree, onTree }: { tree: ErrNode; onTree: (tree: ErrNode) => void }) {
  const uid = useId();
  const canonical = formatExpr(tree);
  const [text, setText] = useState(canonical);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(canonical);
  if (shown !== canonical) {
    setShown(canonical);
    setText(canonical);
    setError(null);
  }
  const apply = () => {
    const r = parseExpr(text);
    if (r.ok) {
      setError(null);
      onTree(r.tree);
    } else setError(r.error);
  };
  return (
    <fieldset className="param-group">
      <legend>{s.exprTitle}</legend>
      <label htmlFor={`${uid}-expr`} className="param-hint ec-expr-hint">
        {s.exprHint}
      </label>
      <textarea
        id={`${uid}-expr`}
        className="ec-expr"
        value={text}
        rows={4}
        spellCheck={false}
        data-testid="ec-expr"
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) apply();
        }}
      />
      <button type="button" className="button" onClick={apply} data-testid="ec-expr-apply">
        {s.exprApply}
      </button>
      {error && (
        <p className="ec-error" role="alert" data-testid="ec-expr-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------

/** Reads the tree from a query (`e=`); a broken expression gives a notice and the preset's tree. */
function initialTree(query: string): { tree: ErrNode | null; error: string | null; raw: string } {
  let raw: string | null;
  try {
    raw = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query).get('e');
  } catch {
    raw = null;
  }
  if (raw === null) return { tree: null, error: null, raw: '' };
  const r = parseExpr(raw);
  if (r.ok) return { tree: r.tree, error: null, raw };
  return { tree: null, error: r.error, raw };
}

export function ErrorChainView({ embed = false, preset, hidden }: { embed?: boolean; preset?: string; hidden?: readonly string[] }) {
  const initialQuery = useMemo(() => {
    if (embed) return preset && presetById(preset) ? presetQuery(preset) : '';
    return linkQuery();
  }, [embed, preset]);
  const { state, dispatch, notices, dismissNotices, linkReadable } = useUrlLabState(errorChainParams, { sync: false, initialQuery });
  // A link from a newer version is not read at all — its tree included — and not rewritten.
  const [first] = useState(() => (linkReadable ? initialTree(initialQuery) : { tree: null, error: null, raw: '' }));
  const [custom, setCustom] = useState<ErrNode | null>(first.tree);
  const [exprNotice, setExprNotice] = useState<string | null>(first.error ? s.exprNotice(first.raw.slice(0, 80), first.error) : null);
  const [selected, setSelected] = useState<NodeId>(ROOT);
  const tree = custom ?? PRESET_TREES[state.preset];
  const activePreset = custom ? null : state.preset;

  // Page: the whole state lives in the address (the tree as a readable `e=`).
  const [initialState] = useState(() => ({ state, custom }));
  useEffect(() => {
    if (embed) return;
    if (state === initialState.state && custom === initialState.custom) {
      // Untouched: a clean address stays clean, and an unreadable link keeps what it carries.
      if (window.location.search === '' || !linkReadable) return;
    }
    const timer = window.setTimeout(() => {
      const query = encodeState(errorChainParams, state) + (custom ? `&e=${encodeExprParam(formatExpr(custom))}` : '');
      const url = new URL(window.location.href);
      window.history.replaceState(window.history.state, '', `${url.pathname}?${query}${url.hash}`);
    }, 150);
    return () => window.clearTimeout(timer);
  }, [embed, state, custom, initialState, linkReadable]);

  const isTarget = isTargetOf(state.target, state.code);
  const isWalk = walkIs(tree, isTarget);
  const asWalk = walkAs(tree, state.as as AsTarget);
  const unwrap = unwrapOnce(tree);
  const steps: readonly WalkStep[] =
    state.mode === 'is'
      ? isWalk.steps
      : state.mode === 'as'
        ? asWalk.steps
        : [
            { node: ROOT, action: 'unwrap', text: s.unwrapStep },
            { node: unwrap.id ?? ROOT, action: 'found', result: unwrap.result !== null, text: unwrap.text },
          ];
  const [stepState, setStepState] = useState<{ key: string; at: number }>({ key: '', at: -1 });
  const walkKey = `${formatExpr(tree)}|${state.mode}|${state.target}|${state.code}|${state.as}`;
  const last = steps.length - 1;
  // A new walk opens on its first step: the answer is where the learner steps to.
  const at = stepState.key === walkKey && stepState.at >= 0 ? Math.min(stepState.at, last) : 0;
  const setAt = (n: number) => setStepState({ key: walkKey, at: Math.max(0, Math.min(last, n)) });
  const done = at === last;
  const hl =
    state.mode === 'unwrap'
      ? { current: steps[at]?.node ?? null, order: new Map<NodeId, number>([[ROOT, 1]]), matched: null, failed: new Set<NodeId>(), returned: done ? unwrap.id : null }
      : highlightOf(steps, at, state.mode === 'is' ? isWalk.matched : asWalk.matched, done);

  const pickPreset = (id: string) => {
    const p = presetById(id);
    if (!p) return;
    setCustom(null);
    setSelected(ROOT);
    setExprNotice(null);
    dispatch({ type: 'replace', state: { preset: p.id, mode: p.mode, target: p.target, code: p.code, as: p.as } as ErrorChainState });
  };
  const setTree = (next: ErrNode, select: NodeId = ROOT) => {
    setCustom(next);
    setSelected(select);
  };
  const hide = new Set(hidden ?? []);
  const labels = enumLabels(state.code);
  const asType = asTargetType(state.as as AsTarget);
  const text = errorText(tree);
  const current = steps[at];

  const resultRows = (
    <dl className="ec-results" data-testid="ec-results">
      <div className={state.mode === 'is' ? 'is-active' : ''}>
        <dt>
          <code>errors.Is(err, {isTargetLabel(isTarget)})</code>
        </dt>
        <dd data-testid="ec-is-result" className={isWalk.result ? 'ec-true' : 'ec-false'}>
          {String(isWalk.result)}
        </dd>
      </div>
      <div className={state.mode === 'as' ? 'is-active' : ''}>
        <dt>
          <code>
            var target {asType}; errors.As(err, &amp;target)
          </code>{' '}
          <span className="ec-aside">
            {s.asTypeSame} <code>errors.AsType[{asTypeArg(state.as as AsTarget)}](err)</code>
          </span>
        </dt>
        <dd data-testid="ec-as-result" className={asWalk.result ? 'ec-true' : 'ec-false'}>
          {asWalk.value ? (
            <>
              true, target = <code>{nodeLabel(asWalk.value)}</code>
              {asWalk.viaMethod && <span className="ec-aside"> {s.viaMethod}</span>}
            </>
          ) : (
            'false'
          )}
        </dd>
      </div>
      <div className={state.mode === 'unwrap' ? 'is-active' : ''}>
        <dt>
          <code>errors.Unwrap(err)</code>
        </dt>
        <dd data-testid="ec-unwrap-result" className={unwrap.result ? 'ec-true' : 'ec-false'}>
          {unwrap.result ? <code>{goQuote(errorText(unwrap.result))}</code> : 'nil'}
        </dd>
      </div>
    </dl>
  );

  const stepper = (
    <StepperBar at={at} count={steps.length} onStep={setAt} label={s.walkControls} testIds={{ count: 'ec-step-count', prev: 'ec-prev', next: 'ec-next', start: 'ec-start', end: 'ec-end', play: 'ec-play' }}>
      <p className="ec-step-text" aria-live="polite" data-testid="ec-step-text">
        {current?.text}
      </p>
    </StepperBar>
  );

  const figure = (
    <figure className="ec-figure">
      <div className="ec-tree" aria-hidden="false">
        <p className="ec-root-label">
          <code>err</code> = {s.rootLabel}
        </p>
        <NodeBox node={tree} id={ROOT} hl={hl} selected={embed ? null : selected} onSelect={setSelected} textOnly={false} interactive={!embed} />
      </div>
      <figcaption className="chart-summary" data-testid="ec-summary">
        {summaryOf(tree, steps, state.mode, isWalk.result, asWalk.result, unwrap.result !== null)}
      </figcaption>
      <ul className="ec-legend" aria-label={s.legendTitle}>
        <li>
          <span className="ec-swatch is-current" aria-hidden="true" /> {s.legendCurrent}
        </li>
        <li>
          <span className="ec-swatch is-visited" aria-hidden="true" /> {s.legendVisited}
        </li>
        <li>
          <span className="ec-swatch is-match" aria-hidden="true" /> {s.legendMatch}
        </li>
        <li>
          <span className="ec-swatch is-failed" aria-hidden="true" /> {s.legendFailed}
        </li>
        <li>
          <span className="ec-swatch is-text-only" aria-hidden="true" /> {s.legendText}
        </li>
      </ul>
    </figure>
  );

  const output = (
    <>
      {stepper}
      {figure}
      {resultRows}
      <section className="ec-section">
        <h3>{s.errorTextTitle}</h3>
        <div className="terminal">
          <pre data-testid="ec-error-text">{text}</pre>
        </div>
        <p className="ec-aside">
          %q: <code>{goQuote(text)}</code>
        </p>
      </section>
      {!embed && (
        <>
          <section className="ec-section">
            <h3>{s.walkTitle}</h3>
            <ol className="ec-steps" data-testid="ec-steps">
              {steps.map((st, i) => (
                <li key={i} className={i === at ? 'is-current' : i < at ? 'is-past' : ''} aria-current={i === at ? 'step' : undefined}>
                  <button type="button" className="ec-step-link" onClick={() => setAt(i)}>
                    {st.text}
                  </button>
                </li>
              ))}
            </ol>
          </section>
          <section className="ec-section">
            <h3>{s.goTitle}</h3>
            <pre className="ec-go">
              <code>{`err := ${goExpr(tree, 0)}`}</code>
            </pre>
            {activePreset && (
              <p className="ec-aside">
                {s.goProgramNote} <code>content/labs/error-chain/{activePreset}/main.go</code>
              </p>
            )}
            {activePreset && <RunButton program={`labs/error-chain/${activePreset}`} />}
          </section>
        </>
      )}
    </>
  );

  const queryControls = (
    <ParamGroups<ErrorChainState>
      table={errorChainParams}
      state={state}
      onChange={(key, value) => dispatch({ type: 'set', key, value: value as never })}
      groups={{ query: s.queryGroup }}
      hidden={new Set([...hide, ...(state.target === 'StatusError' ? [] : ['code'])])}
      enumLabels={labels}
    />
  );

  const notice = (
    <>
      <NoticeBanner notices={notices} table={errorChainParams} onDismiss={dismissNotices} />
      {exprNotice && (
        <div className="notice lab-notice" role="status" data-testid="ec-expr-notice">
          <p>{exprNotice}</p>
          <button type="button" onClick={() => setExprNotice(null)}>
            {t.errors.dismiss}
          </button>
        </div>
      )}
    </>
  );
  const presets = (
    <PresetPicker presets={PRESETS.map((p) => ({ id: p.id, title: p.title, description: p.description }))} active={activePreset} onPick={pickPreset} />
  );

  if (embed) {
    return (
      <div className="ec-embed">
        {presets}
        <div className="ec-embed-body">
          <div className="ec-embed-controls">{queryControls}</div>
          <div>{output}</div>
        </div>
        <p className="ec-embed-link">
          <Link to={paths.lab('error-chain', activePreset ? presetQuery(activePreset) : `${encodeState(errorChainParams, state)}&e=${encodeExprParam(formatExpr(tree))}`)}>
            {t.labs.openInLab} →
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="ec-page">
      <LabShell
        title={s.title}
        lead={s.lead}
        chapter="errors#is-as-algorithm"
        toolbar={<CopyLinkButton />}
        notice={notice}
        presets={presets}
        controls={
          <>
            {queryControls}
            <Builder tree={tree} selected={nodeAt(tree, selected) ? selected : ROOT} onTree={setTree} />
            <ExprEditor tree={tree} onTree={(next) => setTree(next)} />
            {custom && (
              <p className="param-hint" data-testid="ec-custom-note">
                {s.customNote}
              </p>
            )}
          </>
        }
      >
        {output}
      </LabShell>
    </div>
  );
}

function presetQuery(id: string): string {
  const p = presetById(id);
  if (!p) return '';
  return encodeState(errorChainParams, { preset: p.id, mode: p.mode, target: p.target, code: p.code, as: p.as } as ErrorChainState);
}

function summaryOf(tree: ErrNode, steps: readonly WalkStep[], mode: string, is: boolean, as: boolean, unwrapped: boolean): string {
  const visited: string[] = [];
  const seen = new Set<string>();
  for (const st of steps) {
    if ((st.action === 'compare' || st.action === 'assign') && !seen.has(st.node)) {
      seen.add(st.node);
      visited.push(nodeLabel(nodeAt(tree, st.node)!));
    }
  }
  return s.summary(mode, visited, mode === 'is' ? is : mode === 'as' ? as : unwrapped);
}
