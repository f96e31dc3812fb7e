import type { StudioGameInfo } from '@casino/contracts/studio';
import type { CSSProperties } from 'react';
import { formatMultiplier } from '../../lib/money.ts';
import { texts } from '../../texts.ts';
import { SymbolTile } from './symbol-tile.tsx';

type SlotInfo = NonNullable<StudioGameInfo['slot']>;
type SlotSymbol = SlotInfo['symbols'][number];

/** Line and ways pays are in bet units; scatter pays are already in total bets. */
function unitsPerBet(slot: SlotInfo): number {
  return slot.betUnits ?? slot.lines?.length ?? 1;
}

function totalBetMultiple(symbol: SlotSymbol, pay: number, slot: SlotInfo): number {
  return symbol.kind === 'scatter' ? pay : pay / unitsPerBet(slot);
}

function pays(symbol: SlotSymbol): [number, number][] {
  return Object.entries(symbol.pays)
    .map(([count, pay]): [number, number] => [Number(count), pay])
    .filter(([, pay]) => pay > 0)
    .sort(([a], [b]) => b - a);
}

/** Symbols with their pays (as multiples of the total bet), the wild and scatter rules, the lines. */
export function Paytable({ slot }: { slot: SlotInfo }) {
  const symbols = [...slot.symbols].reverse();
  return (
    <div className="paytable">
      <h3>{texts.slot.paysTitle}</h3>
      <p className="muted">{texts.slot.paysUnit}</p>
      <ul className="paytable__symbols">
        {symbols.map((symbol) => (
          <li key={symbol.id} className="paytable__symbol">
            <div className="paytable__tile">
              <SymbolTile id={symbol.id} name={symbol.name} />
            </div>
            <div>
              <strong>{symbol.name}</strong>
              {symbol.kind === 'wild' && <p className="muted">{texts.slot.wild}</p>}
              {symbol.kind === 'scatter' && <p className="muted">{texts.slot.scatter}</p>}
              <dl className="paytable__pays">
                {pays(symbol).map(([count, pay]) => (
                  <div key={count}>
                    <dt>{count}×</dt>
                    <dd>{formatMultiplier(totalBetMultiple(symbol, pay, slot))}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        ))}
      </ul>
      {slot.lines ? (
        <PaylineDiagrams lines={slot.lines} rows={slot.rows} />
      ) : (
        slot.ways && <p>{texts.slot.waysRule(slot.ways)}</p>
      )}
    </div>
  );
}

function PaylineDiagrams({ lines, rows }: { lines: number[][]; rows: number }) {
  return (
    <>
      <h3>{texts.slot.linesTitle}</h3>
      <ol className="paylines">
        {lines.map((line, index) => (
          <li key={line.join('')} className="payline">
            <span className="payline__number">{index + 1}</span>
            <div
              className="payline__grid"
              style={{ '--reels': line.length, '--rows': rows } as CSSProperties}
            >
              {Array.from({ length: rows }, (_, row) =>
                line.map((lineRow, reel) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions
                    key={`${row}:${reel}`}
                    className={lineRow === row ? 'payline__cell payline__cell--on' : 'payline__cell'}
                  />
                )),
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
