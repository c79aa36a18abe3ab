// The page's uploader for the step's slots: the store's bridge client (it refreshes the nonce), the
// configured admin-ajax URL, the session nonce the store keeps, the page's language and the order
// type the step knows (the port-in rule needs it: contract §4.7; another order type is sent as none).
import { useMemo } from 'react';
import { currentShopStore } from '../../../src/store';
import { usePage } from '../../../src/hooks/use-page';
import { documentUploader, UPLOAD_ORDER_TYPES, type DocumentUploader, type UploadOrderType } from '../../../src/api/uploads';

const isUploadOrderType = (orderType: string): orderType is UploadOrderType =>
  (UPLOAD_ORDER_TYPES as readonly string[]).includes(orderType);

export function useDocumentUploader(stepOrderType?: string | null): DocumentUploader {
  const { env, lang } = usePage();
  const orderType = stepOrderType && isUploadOrderType(stepOrderType) ? stepOrderType : null;
  return useMemo(
    () =>
      documentUploader(
        { client: env.client, ajaxUrl: env.config.ajaxUrl, nonce: () => currentShopStore().getState().nonce },
        { lang, orderType },
      ),
    [env, lang, orderType],
  );
}
