// "Back to the list" on a publication page, keeping the list's filters, sort and page.
//
// Listings and publication pages are cached and shared by every visitor, and a listing entry links
// to its publication the same way in every listing (an entry's HTML is stored once per
// publication), so neither the server nor the link can know which list a visitor came from. The
// browser does: each listing page notes its address in this tab's sessionStorage, and the
// publication page's plain link to the full list is pointed at the noted one. When that list is
// the page just before this one, the link goes back in the history instead, so that the browser
// restores the list where the visitor left it (scroll position included) without asking for it
// again. Without JavaScript the link leads to the full list, and the browser's Back button to the
// filtered one.
(function () {
  "use strict";
  var KEY = "groupsite:last-listing";
  var storage;
  try {
    storage = window.sessionStorage;
  } catch (error) {
    return; // storage refused (a privacy setting): the plain link stays
  }
  if (document.querySelector("[data-listing]")) {
    try {
      storage.setItem(KEY, window.location.pathname + window.location.search);
    } catch (error) {
      // storage full or refused: nothing to remember
    }
    return;
  }
  var link = document.querySelector("a[data-back-to-list]");
  var listing = link && storage.getItem(KEY);
  if (!listing || listing.charAt(0) !== "/" || listing.charAt(1) === "/") {
    return; // not a path of this site: keep the link to the full list
  }
  link.href = listing;
  link.textContent = "\u2190 Back to the list";
  link.addEventListener("click", function (event) {
    var previous = document.referrer && new URL(document.referrer, window.location.href);
    var sameList = previous && previous.origin === window.location.origin &&
      previous.pathname + previous.search === listing;
    if (sameList && window.history.length > 1 && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      event.preventDefault();
      window.history.back();
    }
  });
})();
