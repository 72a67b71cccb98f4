import { Check, Minus } from 'lucide-react';
import { planComparison, type ComparisonCell } from '../lib/plan-comparison.ts';

function Cell({ value }: { value: ComparisonCell }) {
  if (typeof value === 'boolean') {
    const Icon = value ? Check : Minus;
    return (
      <>
        <Icon className={value ? 'mx-auto h-5 w-5 text-indigo-700' : 'mx-auto h-5 w-5 text-slate-500'} aria-hidden />
        <span className="sr-only">{value ? 'Included' : 'Not included'}</span>
      </>
    );
  }
  return <>{value}</>;
}

/** Every plan side by side, from the plan catalogue. */
export function PricingComparison() {
  const { plans, rows } = planComparison();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-labelledby="compare-plans">
      <h2 id="compare-plans" className="text-center text-3xl font-bold text-slate-900">
        Compare plans
      </h2>
      <div className="mt-10 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[640px] text-sm">
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50">
              <th scope="col" className="px-4 py-3 text-left font-semibold text-slate-900">
                Feature
              </th>
              {plans.map((plan) => (
                <th key={plan.tier} scope="col" className="px-4 py-3 text-center font-semibold text-slate-900">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-4 py-3 text-left font-medium text-slate-700">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={plans[index]!.tier} className="px-4 py-3 text-center text-slate-700">
                    <Cell value={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
