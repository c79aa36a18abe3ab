import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { COMMON, configured, failure } from '../../src/i18n/messages';
import { Button, LinkButton } from '../../src/components/Button';
import { MoneyText } from '../../src/components/MoneyText';
import { Price } from '../../src/components/Price';
import { Skeleton } from '../../src/components/Skeleton';
import { numberLocale } from '../../src/domain/money';
import type { Lang } from '../../src/domain/lang';
import { usePage } from '../../src/hooks/use-page';
import { useThankYou, type PageKind, type ThankYouTalon } from './use-thank-you';
import { readableMsisdn, type OrderView, type Shipping } from './order';
import type { RefusedReturn } from './payment-return';
import { FLOW } from '../../src/checkout/messages';
import { DueToday } from '../../src/checkout/DueToday';

export interface ThankYouProps {
  /** which page this is; by default read from the URL against the configured routes */
  view?: PageKind | null;
}

/** whl-thank-you: 000 §2.12, §4.12; 001 §2.1, §4.4. */
export function ThankYouScreen({ view = null }: ThankYouProps) {
  const { t } = useLingui();
  const talon = useThankYou(view);
  const { state } = talon;
  if (state.status === 'loading') return <Skeleton count={2} label={t(COMMON.loading)} />;
  if (state.status === 'sorry') return <Sorry talon={talon} reason={state.reason} refused={state.refused} />;
  if (talon.page === 'receipt') return <Receipt order={state.order} homeHref={talon.homeHref} />;
  return <ThankYou talon={talon} order={state.order} refused={state.refused} />;
}

/** Contract §4.16: why the gateway's return could not be read (the order, when known, still shows). */
function RefusedNotice({ refused }: { refused: RefusedReturn | null }) {
  const { t } = useLingui();
  if (!refused) return null;
  const text =
    refused === 'payment_return_used'
      ? t({
          message: 'This payment confirmation was already used. The page shows the order as it stands now.',
          comment: 'contract §4.16 payment_return_used: the online_payment page reloaded or its link opened again (000 §4.12)',
        })
      : refused === 'payment_return_expired'
        ? t({
            message: 'This payment confirmation has expired. The page shows the order as it stands now.',
            comment: 'contract §4.16 payment_return_expired: the return came back more than 15 minutes after the payment',
          })
        : t({
            message: 'We could not read the payment confirmation. The page shows the order as it stands now.',
            comment: 'contract §4.16 payment_return_invalid or required: the gateway’s answer could not be verified',
          });
  return (
    <p className="notice" role="status" part="return-notice">
      {text}
    </p>
  );
}

/** 000 §8.3 (001 §8.3): the read failed or found nothing: 'Sorry!', the message, no order details. */
function Sorry({ talon, reason, refused }: { talon: ThankYouTalon; reason: 'not_found' | 'failure'; refused: RefusedReturn | null }) {
  const { t } = useLingui();
  const generic = configured(usePage().env.config.messages, 'generic_error'); // 000 §8.3 'a configured generic error message'
  return (
    <section className="thank-you" aria-labelledby="sorry-title" part="thank-you">
      <RefusedNotice refused={refused} />
      <div className="notice danger" role="alert" part="error">
        <h2 className="h" id="sorry-title">
          {t({ message: 'Sorry!', comment: '000 §8.3 (001 §8.3) the thank-you read failed or found no order' })}
        </h2>
        {reason === 'failure' ? (
          <>
            <p>{generic || t(failure)}</p>
            <Button variant="secondary" onClick={talon.retry}>
              {t(COMMON.retry)}
            </Button>
          </>
        ) : (
          <>
            <p>
              {generic ||
                t({
                  message: 'This order cannot be shown here. Orders are shown in the browser that placed them.',
                  comment: 'contract §4.17: no order id in the address, or not an order this session placed (404 not_found)',
                })}
            </p>
            <LinkButton variant="secondary" href={talon.homeHref}>
              {t({ message: 'Go to the home page', comment: 'The thank-you page’s link home' })}
            </LinkButton>
          </>
        )}
      </div>
    </section>
  );
}

function Title({ order }: { order: OrderView }) {
  const { t } = useLingui();
  const id = order.orderId;
  const orderId = <bdi dir="ltr">{id}</bdi>;
  if (order.status === 'canceled') {
    // decision 150: an online order left unpaid past its payment window; nothing to retry
    return (
      <>
        <h2 className="h danger" id="thank-you-title">
          {t(CANCELLED_TITLE)}
        </h2>
        <p part="order-id">
          {t({ message: 'Cancelled order', comment: 'The cancelled view (decision 150); followed by the order id' })} {orderId}
        </p>
        <p>
          {t({
            message: 'The payment did not arrive before the payment window ended, so nothing was charged. Place a new order to buy again.',
            comment: 'The cancelled view (decision 150): an unpaid online order cancelled when its payment window ended',
          })}
        </p>
      </>
    );
  }
  if (order.variant === 'failed') {
    return (
      <>
        <h2 className="h danger" id="thank-you-title">
          {t({
            message: 'Payment failed',
            comment: '000 §4.12 the failed view’s title (payment_failure, recharge_failure, billpay_failure)',
          })}
        </h2>
        <p part="order-id">
          {t({ message: 'We could not take the payment for order', comment: '000 §4.12 failed view; followed by the order id' })} {orderId}
        </p>
      </>
    );
  }
  if (order.variant === 'pending') {
    return (
      <>
        <h2 className="h" id="thank-you-title">
          {t({ message: 'Payment pending', comment: '000 §4.12 the pending view’s title (pending_payment)' })}
        </h2>
        <p part="order-id">
          {t({
            message: 'We are waiting for the payment to be confirmed for order',
            comment: '000 §4.12 pending view; followed by the order id',
          })}{' '}
          {orderId}
        </p>
      </>
    );
  }
  return (
    <>
      <h2 className="h" id="thank-you-title">
        {t({ message: 'Thank you for your order!', comment: '000 §4.12 the success view’s title' })}
      </h2>
      <p part="order-id">
        {t({ message: 'Your order ID is', comment: '000 §4.12 success view; followed by the order id' })} <strong>{orderId}</strong>
      </p>
    </>
  );
}

function ThankYou({ talon, order, refused }: { talon: ThankYouTalon; order: OrderView; refused: RefusedReturn | null }) {
  const { t } = useLingui();
  return (
    <section className="thank-you" aria-labelledby="thank-you-title" part="thank-you">
      <RefusedNotice refused={refused} />
      <div className={`card hero hero-${order.variant}`} part="order-status">
        <Title order={order} />
        {order.retryUrl && (
          <LinkButton href={order.retryUrl} part="retry">
            {t({ message: 'Retry payment', comment: '000 §2.12: the payment retry button (payment_retry_url)' })}
          </LinkButton>
        )}
      </div>
      {order.recharge && <Recharge order={order} recharge={order.recharge} receiptHref={talon.receiptHref} />}
      {order.giftCard && (
        <Section title={t({ message: 'Gift card', comment: '000 §4.12 Gift Card section' })}>
          <p>
            {t({ message: 'Gift card order ID', comment: '000 §4.12 Gift Card: its order id; followed by the id' })}{' '}
            <bdi dir="ltr">{order.orderId}</bdi>
          </p>
        </Section>
      )}
      {order.whatsNext && (
        <Section title={t({ message: 'What’s next', comment: '000 §4.12 migration qc_pending / qc_complete section' })}>
          <p>
            {order.whatsNext === 'pending'
              ? t({
                  message: 'We are checking your documents. Your number moves to postpaid once the check is complete.',
                  comment: '000 §4.12 migration with qc_pending',
                })
              : t({
                  message: 'The check is complete. Your number is moving to postpaid.',
                  comment: '000 §4.12 migration with qc_complete',
                })}
          </p>
        </Section>
      )}
      {order.reactivationPickup && (
        <Section title={t({ message: 'Store Pickup', comment: '000 §4.12 the store pickup section (as specified)' })}>
          <p>
            {t({
              message: 'Please collect your SIM from one of our stores once we have checked your documents.',
              comment: '000 §4.12 reactivation with qc_pending: the store pickup section',
            })}
          </p>
        </Section>
      )}
      {order.selfService && (
        <Section title={t({ message: 'Activation', comment: '000 §4.12 self-service activation section' })}>
          <p>
            {order.selfService.kind === 'prepaid' ? (
              <>
                {t({ message: 'Your number is activated:', comment: '000 §4.12 self-service activation, Prepaid; followed by the number' })}{' '}
                <bdi dir="ltr">{readableMsisdn(order.selfService.msisdn)}</bdi>
              </>
            ) : (
              t({
                message: 'Your line is being activated. We will send you a message when it is ready.',
                comment: '000 §4.12 self-service activation, Postpaid',
              })
            )}
          </p>
        </Section>
      )}
      {order.portIn && (
        <Section title={t({ message: 'Port-in', comment: '000 §4.12 show_port_in_section' })}>
          <p>
            {t({
              message: 'We will move this number to our network:',
              comment: '000 §4.12 the port-in section; followed by port_in_new_msisdn',
            })}{' '}
            <bdi dir="ltr">{readableMsisdn(order.portIn.msisdn)}</bdi>
          </p>
        </Section>
      )}
      <ShippingSection shipping={order.shipping} email={order.email} />
      {!order.recharge && <Summary order={order} />}
      <div className="actions">
        <LinkButton variant="secondary" href={talon.homeHref} part="home">
          {t({ message: 'Continue shopping', comment: 'The thank-you page’s link home' })}
        </LinkButton>
      </div>
    </section>
  );
}

function Section({ title, children, part = 'order-section' }: { title: string; children: ReactNode; part?: string }) {
  return (
    <section className="card sec" part={part}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** A Y-m-d date in the page's language (Latin digits, 000 §9), or the text as sent. */
function PickupDate({ date }: { date: string }) {
  const { i18n } = useLingui();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return <>{date}</>;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return <>{new Intl.DateTimeFormat(numberLocale(i18n.locale as Lang), { dateStyle: 'long', timeZone: 'UTC' }).format(at)}</>;
}

/** 000 §4.12: the delivery address (or a Fixed Line's location), the store pickup, or the eSIM. */
function ShippingSection({ shipping, email }: { shipping: Shipping; email: string }) {
  const { t } = useLingui();
  if (shipping.kind === 'none') return null;
  if (shipping.kind === 'esim') {
    return (
      <Section title={t({ message: 'Your eSIM', comment: '000 §4.12 eSIM section (esim_status)' })} part="esim">
        <p>
          {email ? (
            <>
              {t({ message: 'We will send your eSIM’s QR code by e-mail to', comment: '000 §4.12 eSIM; followed by the e-mail' })}{' '}
              <bdi dir="ltr">{email}</bdi>
            </>
          ) : (
            t({ message: 'We will send your eSIM’s QR code by e-mail.', comment: '000 §4.12 eSIM without a known e-mail' })
          )}
        </p>
        <ol className="steps">
          <li>
            {t({ message: 'On your phone, open Settings, then Mobile data or Cellular.', comment: '000 §4.12 how to install an eSIM, 1' })}
          </li>
          <li>
            {t({ message: 'Choose Add eSIM, then scan the QR code from the e-mail.', comment: '000 §4.12 how to install an eSIM, 2' })}
          </li>
          <li>{t({ message: 'Keep the phone online until the eSIM shows as active.', comment: '000 §4.12 how to install an eSIM, 3' })}</li>
        </ol>
      </Section>
    );
  }
  if (shipping.kind === 'pickup') {
    return (
      <Section title={t({ message: 'Store Pickup', comment: '000 §4.12 the store pickup section (as specified)' })} part="address">
        {shipping.store ? (
          <p>
            <strong>{shipping.store.name}</strong>
            {shipping.store.address && (
              <>
                <br />
                {shipping.store.address}
              </>
            )}
          </p>
        ) : (
          <p>
            {t({ message: 'Collect your order from the store you chose.', comment: '000 §4.12 store pickup without the store’s details' })}
          </p>
        )}
        {shipping.date && (
          <p>
            {t({ message: 'Ready for pickup from', comment: '000 §3.15 any_store_pickup_date; followed by the date' })}{' '}
            <PickupDate date={shipping.date} />
          </p>
        )}
      </Section>
    );
  }
  const { address } = shipping;
  const title =
    shipping.label === 'location'
      ? t({ message: 'Service location', comment: '000 §4.12 Fixed Line: the location' })
      : t({ message: 'Delivery address', comment: '000 §4.12 the shipping address' });
  const place = [address.city, address.wilayat, address.governorate]
    .filter(Boolean)
    .join(t({ message: ', ', comment: 'Between parts of an address' }));
  return (
    <Section title={title} part="address">
      <address>
        {address.street.map((line, index) => (
          <span key={index} className="line">
            {line}
          </span>
        ))}
        {place && <span className="line">{place}</span>}
        {address.landmark && (
          <span className="line">
            {t({ message: 'Landmark:', comment: '000 §3.15 landmark; followed by it' })} {address.landmark}
          </span>
        )}
      </address>
    </Section>
  );
}

/** 000 §4.12 recharge / bill payment: the number, the amount (3 decimals) and the receipt link. */
function Recharge({
  order,
  recharge,
  receiptHref,
}: {
  order: OrderView;
  recharge: NonNullable<OrderView['recharge']>;
  receiptHref: string | null;
}) {
  const { t } = useLingui();
  const title =
    recharge.kind === 'recharge'
      ? t({ message: 'Recharge', comment: '000 §4.12 the recharge view' })
      : t({ message: 'Bill payment', comment: '000 §4.12 the bill-payment view (billpay, bulk_billpay)' });
  return (
    <Section title={title} part="recharge">
      <dl className="facts">
        {recharge.msisdn && (
          <div>
            <dt>{t({ message: 'Mobile number', comment: '000 §4.12 recharge view: the msisdn' })}</dt>
            <dd>
              <bdi dir="ltr">{readableMsisdn(recharge.msisdn)}</bdi>
            </dd>
          </div>
        )}
        {recharge.amount !== null && (
          <div>
            <dt>
              {t({ message: 'Amount', comment: '000 §4.12 recharge view: the amount' })} <span className="vat">{t(COMMON.inclVat)}</span>
            </dt>
            <dd>
              <MoneyText baisa={recharge.amount} />
            </dd>
          </div>
        )}
      </dl>
      {recharge.kind === 'bulk_billpay' && (
        <p>
          {t({
            message: 'Your bulk bill payment is being processed. Each number’s bill is updated once it is done.',
            comment: '000 §4.12 bulk_billpay: the processing message',
          })}
        </p>
      )}
      {receiptHref && order.variant === 'success' && (
        <LinkButton variant="secondary" href={receiptHref} part="receipt-link">
          {t({ message: 'View receipt', comment: '000 §2.12 the receipt link of a recharge or bill payment' })}
        </LinkButton>
      )}
    </Section>
  );
}

/**
 * The lines and the totals as the cart and payment pages show them (000 §9, contract §4.17): a
 * postpaid plan's price per month, the number's fee on a line of its own, what is due today (paid
 * online, or on delivery) and then what is charged monthly; every amount says whether it includes VAT.
 */
function Summary({ order }: { order: OrderView }) {
  const { t } = useLingui();
  const { totals, monthly } = order;
  return (
    <Section title={t(FLOW.orderSummary)} part="summary">
      <ul className="lines">
        {order.lines.map((line, index) => (
          <li key={`${line.sku}-${index}`} className="entry" part="line">
            <div className="line">
              <span>
                <span className="item">{line.name}</span>
                {line.qty > 1 && <span className="muted"> × {line.qty}</span>}
              </span>
              {line.priceInclVat !== null && <Price baisa={line.priceInclVat} monthly={line.monthly} />}
            </div>
            {line.msisdn && (
              <div className="line" part="number-line">
                <span>
                  {t(FLOW.number)} <bdi dir="ltr">{readableMsisdn(line.msisdn)}</bdi>
                </span>
                {line.numberPriceInclVat !== null && <Price baisa={line.numberPriceInclVat} />}
              </div>
            )}
          </li>
        ))}
      </ul>
      {totals && (
        <DueToday
          subtotal={totals.subtotal}
          vat={totals.vat}
          total={totals.total}
          vatPercent={totals.vatPercent ?? 5}
          dueToday={totals.dueToday}
        />
      )}
      {monthly && (
        <dl className="totals" part="monthly">
          <div className="total">
            <dt>
              {t({
                message: 'Then monthly',
                comment: "contract §4.17 monthly: a postpaid plan's monthly charge, from the first bill, after what is due today",
              })}
            </dt>
            <dd>
              <Price baisa={monthly.total} monthly />
            </dd>
          </div>
        </dl>
      )}
    </Section>
  );
}

const CANCELLED_TITLE = msg({
  message: 'Order cancelled',
  comment: 'The cancelled view’s title (decision 150): an unpaid online order whose payment window ended',
});

/** 000 §2.2 recharge-bill-payment-receipt-export: a printable receipt of the order. */
function Receipt({ order, homeHref }: { order: OrderView; homeHref: string }) {
  const { t, i18n } = useLingui();
  const created = Date.parse(order.createdAt);
  const msisdn = order.recharge?.msisdn || order.lines.find((line) => line.msisdn)?.msisdn || '';
  const status =
    order.status === 'canceled'
      ? t(CANCELLED_TITLE)
      : order.variant === 'failed'
        ? t({
            message: 'Payment failed',
            comment: '000 §4.12 the failed view’s title (payment_failure, recharge_failure, billpay_failure)',
          })
        : order.variant === 'pending'
          ? t({ message: 'Payment pending', comment: '000 §4.12 the pending view’s title (pending_payment)' })
          : order.status === 'success' || order.status === 'complete'
            ? t({ message: 'Paid', comment: 'Receipt: the order’s payment went through' })
            : t({ message: 'Order received', comment: 'Receipt: an order not paid yet nor failed (e.g. cash on delivery, pending)' });
  return (
    <section className="thank-you receipt" aria-labelledby="receipt-title" part="receipt">
      <h2 className="h" id="receipt-title">
        {t({ message: 'Receipt', comment: '000 §2.2 recharge-bill-payment-receipt-export: the receipt’s heading' })}
      </h2>
      <dl className="facts card">
        <div>
          <dt>{t({ message: 'Order ID', comment: 'Receipt: the order id' })}</dt>
          <dd>
            <bdi dir="ltr">{order.orderId}</bdi>
          </dd>
        </div>
        {Number.isFinite(created) && (
          <div>
            <dt>{t({ message: 'Date', comment: 'Receipt: when the order was placed' })}</dt>
            <dd>
              {new Intl.DateTimeFormat(numberLocale(i18n.locale as Lang), {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: 'Asia/Muscat',
              }).format(created)}
            </dd>
          </div>
        )}
        {msisdn && (
          <div>
            <dt>{t({ message: 'Mobile number', comment: '000 §4.12 recharge view: the msisdn' })}</dt>
            <dd>
              <bdi dir="ltr">{readableMsisdn(msisdn)}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t({ message: 'Status', comment: 'Receipt: the payment’s state' })}</dt>
          <dd>{status}</dd>
        </div>
      </dl>
      <Summary order={order} />
      <div className="actions noprint">
        <Button onClick={() => window.print()} part="print">
          {t({ message: 'Print receipt', comment: '000 §2.2 the receipt page: print it' })}
        </Button>
        <LinkButton variant="secondary" href={homeHref} part="home">
          {t({ message: 'Continue shopping', comment: 'The thank-you page’s link home' })}
        </LinkButton>
      </div>
    </section>
  );
}
