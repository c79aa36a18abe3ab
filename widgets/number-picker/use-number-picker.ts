// Talon of whl-number-picker (000 §2.7): the plan's numbers in Free and Paid groups, page by page,
// the selection (stored as number_selected / currentSelectedNo / currentSelectedNoLabel), search,
// and the links of the page (the other number page, back).
import { useEffect, useMemo, useState } from 'react';
import { useShop } from '../../src/store';
import { usePurchase } from '../../src/store/purchase';
import { baseUrl, type ServiceType } from '../../src/domain/routes';
import {
  numberPageBackUrl,
  numberPageQuery,
  numberPageServiceType,
  otherNumberPageUrl,
  VISIBLE_PER_GROUP,
  type NumberPageMode,
} from '../../src/domain/number-pages';
import { displayMsisdn, searchPattern, searchPatternError } from '../../src/domain/msisdn';
import { validityOf, type Validity } from '../../src/domain/validity';
import { chargedMonthly, withVat, type Baisa } from '../../src/domain/money';
import type { BridgeErrorCode } from '../../src/domain/response-codes';
import type { MessageCode } from '../../src/checkout/messages';
import type { NumbersList } from '../../src/store/number-slice';
import type { SelectedNumber } from '../../src/store/selection-slice';
import { dataAllowance, voiceAllowance, type Allowance } from '../../src/domain/allowance';
import { usePage } from '../../src/hooks/use-page';

export interface NumberView {
  msisdn: string;
  display: string;
  level: string;
  /** the number's fee, VAT included */
  amount: Baisa;
  selected: boolean;
  /** 000 §2.7: after the 5th of its group */
  extra: boolean;
}

export interface NumberGroupView {
  key: 'free' | 'paid';
  numbers: NumberView[];
  /** null when the group has 5 or fewer numbers */
  more: { expanded: boolean; hidden: number } | null;
}

export interface PlanSummaryView {
  name: string;
  validity: Validity;
  data: Allowance | null;
  voice: Allowance | null;
  price: Baisa;
  /** postpaid: the price is charged every month */
  monthly: boolean;
}

export interface NumberSearch {
  /** what the shopper typed, kept as typed (000 §5.1 trims only to check and send it) */
  pattern: string;
  error: MessageCode | null;
  busy: boolean;
  setPattern(pattern: string): void;
  /** 000 §5: checked when the box loses focus, once something is typed */
  check(): void;
  submit(): void;
  /** the pattern of the numbers shown, once a search found none (the page names it and suggests what to try) */
  noResults: string | null;
}

export interface NumberPickerTalon {
  status: 'loading' | 'ready' | 'error';
  error: BridgeErrorCode | null;
  retry(): void;
  plan: PlanSummaryView | null;
  groups: NumberGroupView[];
  /** the chosen number, only while it is in the list shown */
  selected: (SelectedNumber & { display: string }) | null;
  select(number: NumberView): void;
  toggleGroup(key: 'free' | 'paid'): void;
  /** contract §7.2 'more numbers' (the next page_index), null when the bridge has no more */
  more: { busy: boolean; failed: boolean; load(): void } | null;
  /** on both number pages: the recommended page searches in place too */
  search: NumberSearch;
  /** 000 §2.7: the recommended and search pages link to each other, keeping the query (null: no such page configured) */
  otherPageHref: string | null;
  /** 000 §2.7 back button (null: no such page configured) */
  backHref: string | null;
  /** 000 §2.7 `offer=free-device`: the page offers the free-device list */
  freeDeviceOffer: boolean;
}

function planSummary(list: NumbersList): PlanSummaryView {
  const plan = list.plan;
  const extras = plan.custom_attribute;
  return {
    name: plan.name,
    validity: validityOf(plan.validity),
    data: dataAllowance(extras.data_quota, extras.data_units),
    voice: voiceAllowance(extras.voice_quota, extras.voice_units),
    price: plan.price_incl_vat ?? withVat(plan.price),
    monthly: chargedMonthly(plan.service_type),
  };
}

/** A link the page can live without: a page the editors have not configured must not break the number choice. */
function optionalLink(make: () => string): string | null {
  try {
    return make();
  } catch {
    return null;
  }
}

export function useNumberPicker({
  serviceType,
  mode,
  printed,
}: {
  serviceType?: ServiceType | null | undefined;
  mode: NumberPageMode;
  /** what the element holds of the first page (`script.whl-first-page`, contract §6), read once at the start */
  printed?: () => string | null;
}): NumberPickerTalon {
  const { env, links } = usePage();
  const query = useMemo(() => numberPageQuery(env.location()), [env]);
  const numbers = useShop((s) => s.numbers);
  const stored = useShop((s) => s.selectedNumber);
  const loadNumbers = usePurchase((s) => s.loadNumbers);
  const searchNumbers = usePurchase((s) => s.searchNumbers);
  const loadMoreNumbers = usePurchase((s) => s.loadMoreNumbers);
  const selectNumber = useShop((s) => s.selectNumber);
  const [expanded, setExpanded] = useState({ free: false, paid: false });
  const [pattern, setPattern] = useState('');
  const [searchError, setSearchError] = useState<MessageCode | null>(null);
  const [searching, setSearching] = useState(false);
  const [searched, setSearched] = useState<string | null>(null);
  const [more, setMore] = useState<'idle' | 'busy' | 'failed'>('idle');

  useEffect(() => {
    // 000 §8 plan details failure: no plan, or an unknown one, goes back to the base URL
    if (!query.plan) env.navigate(baseUrl(links));
    else void loadNumbers(query.plan, null, false, printed?.());
    // once per plan: what the element holds is only ever the first page's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.plan, env, links, loadNumbers]);

  useEffect(() => {
    if (numbers.status === 'error' && numbers.error === 'not_found') env.navigate(baseUrl(links));
  }, [numbers, env, links]);

  const list = numbers.status === 'ready' || numbers.status === 'loading' ? (numbers.data ?? null) : null;
  const selected = stored && list && [...list.free, ...list.paid].some((n) => n.msisdn === stored.msisdn) ? stored : null;

  const groups: NumberGroupView[] = list
    ? (['free', 'paid'] as const).map((key) => {
        const items = list[key];
        const hasMore = items.length > VISIBLE_PER_GROUP;
        const open = expanded[key] || items.findIndex((n) => n.msisdn === selected?.msisdn) >= VISIBLE_PER_GROUP;
        return {
          key,
          numbers: (hasMore && !open ? items.slice(0, VISIBLE_PER_GROUP) : items).map((n, index) => ({
            msisdn: n.msisdn,
            display: displayMsisdn(n.msisdn),
            level: n.VANITY_LEVEL,
            amount: withVat(n.amount), // 000 §9: as the cart will show it, VAT included
            selected: n.msisdn === selected?.msisdn,
            extra: index >= VISIBLE_PER_GROUP,
          })),
          more: hasMore ? { expanded: open, hidden: open ? 0 : items.length - VISIBLE_PER_GROUP } : null,
        };
      })
    : [];

  const pageServiceType = numberPageServiceType(links, env.location().href, serviceType);

  const submitSearch = async () => {
    const problem = searchPatternError(pattern);
    setSearchError(problem);
    if (problem) return;
    setSearching(true);
    const found = await searchNumbers(searchPattern(pattern));
    setSearching(false);
    if (!found.ok) return setSearchError((found.fields['msisdn_pattern'] as MessageCode | undefined) ?? found.code);
    setSearched(searchPattern(pattern));
    setExpanded({ free: false, paid: false });
    setMore('idle');
  };

  const loadMore = async () => {
    setMore('busy');
    const loaded = await loadMoreNumbers();
    setMore(loaded.ok ? 'idle' : 'failed');
    // the new numbers come after the ones shown: open both groups so they are in sight
    if (loaded.ok) setExpanded({ free: true, paid: true });
  };

  return {
    status: list ? 'ready' : numbers.status === 'error' ? 'error' : 'loading',
    error: numbers.status === 'error' ? numbers.error : null,
    retry: () => query.plan && void loadNumbers(query.plan),
    plan: list ? planSummary(list) : null,
    groups,
    selected: selected && { ...selected, display: displayMsisdn(selected.msisdn) },
    select: (n) => selectNumber({ msisdn: n.msisdn, label: n.level }),
    toggleGroup: (key) => setExpanded((state) => ({ ...state, [key]: !state[key] })),
    more:
      list && (list.hasMore.free || list.hasMore.paid)
        ? { busy: more === 'busy', failed: more === 'failed', load: () => void loadMore() }
        : null,
    search: {
      pattern,
      error: searchError,
      busy: searching,
      setPattern,
      check: () => pattern.trim() && setSearchError(searchPatternError(pattern)),
      submit: () => void submitSearch(),
      noResults: searched !== null && list !== null && list.free.length + list.paid.length === 0 ? searched : null,
    },
    otherPageHref: optionalLink(() => otherNumberPageUrl(links, mode, pageServiceType, query)),
    backHref: optionalLink(() => numberPageBackUrl(links, pageServiceType)),
    freeDeviceOffer: query.offer === 'free-device',
  };
}
