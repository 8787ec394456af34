// Copy buttons: shown only when the Clipboard API is available; the text stays selectable without them.
(function () {
  "use strict";
  if (!navigator.clipboard) {
    return;
  }
  document.querySelectorAll("button[data-copy-target]").forEach(function (button) {
    var target = document.getElementById(button.getAttribute("data-copy-target"));
    if (!target) {
      return;
    }
    var label = button.textContent;
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(target.textContent.trim()).then(
        function () {
          button.textContent = "Copied";
          button.setAttribute("aria-live", "polite");
          window.setTimeout(function () { button.textContent = label; }, 2000);
        },
        function () {
          button.textContent = "Press Ctrl+C";
          var range = document.createRange();
          range.selectNodeContents(target);
          var selection = window.getSelection();
          selection.removeAllRanges();
          selection.addRange(range);
        }
      );
    });
  });
})();
