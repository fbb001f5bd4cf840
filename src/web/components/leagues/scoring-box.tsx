import { InfoIcon } from 'lucide-react';
import { defaultPointsTable, formatPoints, scoringSystemLabel, scoringSystemOf } from '@/shared/domain';

/** The box explaining the league's scoring system (T§2 /ligas/{id}, /admin/ligas; T§9 League points). */
export function ScoringBox({ sistema, descartes }: { sistema: string; descartes: number }) {
  const isOm = scoringSystemOf(sistema) === 'om';
  const table = defaultPointsTable().slice(0, 21);
  return (
    <section
      aria-label="Sistema de puntuación"
      className="flex flex-col gap-2 rounded-xl border border-border bg-muted/40 p-4 text-sm"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <InfoIcon aria-hidden className="size-4" />
        Sistema de puntuación: {scoringSystemLabel(sistema)}
      </h2>
      {isOm ? (
        <>
          <p>
            Puntos por posición (si el torneo no tiene su propia tabla). Los jugadores empatados se reparten
            la media de los puntos de las posiciones que ocupan.
          </p>
          <ul className="grid grid-cols-4 gap-x-3 gap-y-0.5 tabular-nums sm:grid-cols-7">
            {table.map((r) => (
              <li key={r.posicion}>
                {r.posicion === 21 ? '21+' : `${r.posicion}º`}: {formatPoints(r.puntos)}
              </li>
            ))}
          </ul>
          <p>
            {descartes > 0
              ? `${descartes === 1 ? 'Se descarta el peor resultado' : `Se descartan los ${descartes} peores resultados`} de cada jugador: cuentan los torneos jugados menos ${descartes}.`
              : 'Cuentan todos los torneos jugados.'}
          </p>
        </>
      ) : (
        <>
          <p>
            Puntos = participantes con hoyos jugados − posición + 1, con 1 punto extra para el primero (mínimo
            1). Las dos columnas usan la posición hándicap; los empatados se reparten la media.
          </p>
          <p>
            Solo cuenta el mejor 60 % de los torneos jugados (redondeado hacia arriba), por separado en
            hándicap y scratch.
          </p>
        </>
      )}
      <p className="text-xs text-muted-foreground">Los resultados que no cuentan aparecen tachados.</p>
    </section>
  );
}
