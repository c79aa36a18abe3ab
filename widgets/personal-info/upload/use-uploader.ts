// The page's uploader for the step's slots: the store's bridge client (it refreshes the nonce), the
// configured admin-ajax URL, the session nonce the store keeps, the page's language and the order
// type the step knows (the port-in rule needs it: contract §4.7).
import { useMemo } from 'react';
import { currentShopStore } from '../../../src/store';
import { usePage } from '../../../src/hooks/use-page';
import { documentUploader, type DocumentUploader, type UploadOrderType } from '../../../src/api/uploads';

export function useDocumentUploader(orderType?: UploadOrderType | null): DocumentUploader {
  const { env, lang } = usePage();
  return useMemo(
    () =>
      documentUploader(
        { client: env.client, ajaxUrl: env.config.ajaxUrl, nonce: () => currentShopStore().getState().nonce },
        { lang, orderType },
      ),
    [env, lang, orderType],
  );
}
