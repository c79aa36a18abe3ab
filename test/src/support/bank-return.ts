// The bank's signed return as the hosted payment page sends the browser back (docs/upstreams.md
// "Payment"): the seven fields and their hex HMAC-SHA256 with the merchant's signing key. Written
// once for the contract tests and the journey on WireMock, from the bank's side, apart from the
// bridge's reading of it (HostedPaymentGateway::readReturn).
import { createHmac } from 'node:crypto';

export interface BankReturnFields {
  paymentId: string;
  orderReference: string;
  status: string;
  amount: string;
  currency?: string;
  reference?: string;
  /** Unix seconds; now by default */
  timestamp?: number;
}

export function bankReturn(fields: BankReturnFields, signingKey: string): Record<string, string> & { signature: string } {
  const q = {
    paymentId: fields.paymentId,
    orderReference: fields.orderReference,
    status: fields.status,
    amount: fields.amount,
    currency: fields.currency ?? 'OMR',
    reference: fields.reference ?? 'BANKREF1',
    timestamp: String(fields.timestamp ?? Math.floor(Date.now() / 1000)),
  };
  const signed = [q.paymentId, q.orderReference, q.status, q.amount, q.currency, q.reference, q.timestamp].join('|');
  return { ...q, signature: createHmac('sha256', signingKey).update(signed).digest('hex') };
}
