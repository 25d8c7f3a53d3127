import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  FILTER_EXAMPLES,
  FILTER_FIELDS,
  FILTER_OPERATORS,
  SESSION_CONTENTS,
  SESSION_CONTENT_LABELS,
  checkSessionFilter,
  filterFieldOf,
} from '../../src/data/sessions';
import {STANDARD_METRICS} from '../../src/data/metrics';
import {FAILURE_RATE, OTEL_STATUS_RULE, SPAN_OUTCOMES} from '../../src/data/traces';

const PRODUCT_DOCS = join(__dirname, '../../docs/product');

/** Every Markdown file below docs/product/. */
function productPages(folder = PRODUCT_DOCS): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return productPages(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** Inline code on a page that opens with a filter field and an operator: a filter a reader would type. */
function filtersOn(source: string): string[] {
  const operators = FILTER_OPERATORS.map((operator) => operator.symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const clause = new RegExp(`^(?:NOT )?\\(?([\\w.]+) (?:${operators.join('|')})(?:\\s|$)`);
  return [...source.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => {
      const field = clause.exec(code)?.[1];
      return field !== undefined && filterFieldOf(field) !== undefined;
    });
}

describe('session filter grammar', () => {
  it('parses the example of every field and every worked example', () => {
    for (const field of FILTER_FIELDS) {
      expect(checkSessionFilter(field.example), field.example).toEqual([]);
      expect(field.example.startsWith(field.name.replace('<key>', '')), field.name).toBe(true);
    }
    for (const {expression} of FILTER_EXAMPLES) {
      expect(checkSessionFilter(expression), expression).toEqual([]);
    }
  });

  it('lists only operators the grammar defines', () => {
    const symbols = new Set<string>(FILTER_OPERATORS.map((operator) => operator.symbol));
    for (const field of FILTER_FIELDS) {
      for (const operator of field.operators) expect(symbols.has(operator), `${field.name} ${operator}`).toBe(true);
    }
  });

  it('reports the mistakes the filter page warns about', () => {
    expect(checkSessionFilter('user.persona = beta tester')).toEqual(['unknown field "tester"']);
    expect(checkSessionFilter('user.persona = "beta tester"')).toEqual([]);
    expect(checkSessionFilter('session.duration = 10m')[0]).toMatch(/does not take the operator/);
    expect(checkSessionFilter('session.duration > 10 minutes')[0]).toMatch(/not a duration value/);
    expect(checkSessionFilter('session.end = crashed')[0]).toMatch(/takes clean_exit/);
    expect(checkSessionFilter('(has = crash OR has = anr')).toContain('a parenthesis is not closed');
    expect(checkSessionFilter('app.version >= 2.4.0 AND')[0]).toMatch(/unknown field/);
    expect(checkSessionFilter('platform in (android, ios')).toEqual(['the list after platform in is not closed']);
    expect(checkSessionFilter('session.property.plan exists')).toEqual([]);
    expect(checkSessionFilter('SESSION.END = crash and NOT has = exception')).toEqual([]);
    expect(checkSessionFilter('')).toEqual(['the expression is empty']);
  });

  it('keeps the case rule, the property key rule and version suffixes the filter page states', () => {
    // Field names, property keys included, are case-insensitive.
    expect(checkSessionFilter('Session.Property.plan = team')).toEqual([]);
    expect(filterFieldOf('SESSION.PROPERTY.Plan')?.name).toBe('session.property.<key>');
    // Values of a fixed list compare without regard to case, as text values do.
    expect(checkSessionFilter('platform = Android')).toEqual([]);
    expect(checkSessionFilter('session.end = CRASH AND has = Crash')).toEqual([]);
    expect(checkSessionFilter('platform = windows')[0]).toMatch(/^platform takes /);
    // A key is typed as the code set it, hyphens and dots included; grammar characters cannot be typed.
    expect(checkSessionFilter('session.property.plan-type = x')).toEqual([]);
    expect(checkSessionFilter('session.property.checkout.step exists')).toEqual([]);
    expect(checkSessionFilter('session.property. = x')[0]).toMatch(/unknown field/);
    // Versions may carry a pre-release or build suffix, quoted or not.
    expect(checkSessionFilter('app.version = "2.4.0-beta"')).toEqual([]);
    expect(checkSessionFilter('app.version >= 2.4.0-rc.1')).toEqual([]);
    expect(checkSessionFilter('app.version = 2.4.0+812')).toEqual([]);
    expect(checkSessionFilter('app.version = beta')[0]).toMatch(/not a version value/);
  });

  it('holds every filter the product guide prints in inline code to the grammar', () => {
    const found: string[] = [];
    for (const path of productPages()) {
      for (const filter of filtersOn(readFileSync(path, 'utf8'))) {
        found.push(filter);
        expect(checkSessionFilter(filter), `${path}: ${filter}`).toEqual([]);
      }
    }
    // The session pages print filters; the scan must find them.
    expect(found.length).toBeGreaterThan(5);
  });
});

describe('sessions and traces data the pages state', () => {
  it('names every outcome once in the OpenTelemetry status rule, with its own status', () => {
    for (const {outcome, otelStatus} of SPAN_OUTCOMES) {
      expect(OTEL_STATUS_RULE.split(`\`${outcome}\``).length - 1, outcome).toBe(1);
      expect(OTEL_STATUS_RULE).toContain(`\`${otelStatus}\``);
    }
  });

  it('counts only the failure outcome in the failure rate, an outcome the span histogram carries', () => {
    expect(FAILURE_RATE).toContain('`failure` outcome');
    expect(SPAN_OUTCOMES.map((entry) => entry.outcome)).toContain('failure');
    const histogram = STANDARD_METRICS.find((metric) => metric.name === 'argus_span_duration_seconds');
    expect(histogram?.labels).toContain('outcome');
  });

  it('labels every value of the has field for the stitched Signals column', () => {
    expect(Object.keys(SESSION_CONTENT_LABELS).sort()).toEqual([...SESSION_CONTENTS].sort());
  });
});
