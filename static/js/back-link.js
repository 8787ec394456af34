// "All publications" on a publication page: when the visitor came from a listing of this site,
// the link goes back to that listing with its filters, sort and page; otherwise to the full list.
(function () {
  "use strict";
  var link = document.querySelector("a[data-back-to-list]");
  if (!link || !document.referrer) {
    return;
  }
  var from;
  try {
    from = new URL(document.referrer);
  } catch (error) {
    return;
  }
  var listing = /^\/(?:$|authors\/[^/]+\/$|venues\/[^/]+\/$)/;
  if (from.origin === window.location.origin && listing.test(from.pathname)) {
    link.href = from.pathname + from.search;
    link.textContent = "\u2190 Back to the list";
  }
})();
