/** "<page> - <product>", or the product alone when the page has no title. */
export function formatDocumentTitle(pageTitle: string | undefined, productTitle: string): string {
  return pageTitle ? `${pageTitle} - ${productTitle}` : productTitle;
}
