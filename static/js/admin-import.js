// Each page of the import preview posts back only the rows the admin changed: the server keeps
// every other row as the page showed it (the draft holds the rest), so the page carries fewer
// fields. Without the script the page posts all its rows, which a page is small enough for.
document.addEventListener("DOMContentLoaded", () => {
  const rows = document.querySelectorAll("#import-rows tr.import-row");
  const form = rows.length ? rows[0].closest("form") : null;
  if (!form) return;

  const unchanged = (field) => {
    if (field.type === "checkbox" || field.type === "radio") return field.checked === field.defaultChecked;
    if (field.tagName === "SELECT") return Array.from(field.options).every((o) => o.selected === o.defaultSelected);
    return field.value === field.defaultValue;
  };

  form.addEventListener("submit", () => {
    for (const row of rows) {
      const fields = Array.from(row.querySelectorAll("input, select, textarea"));
      if (fields.every(unchanged)) {
        fields.filter((field) => !field.disabled).forEach((field) => {
          field.disabled = true;
          field.dataset.leftOut = "";
        });
      }
    }
  });
  // Back from another page, the rows left out are usable again (boxes the page disabled stay so).
  window.addEventListener("pageshow", () => {
    form.querySelectorAll("#import-rows [data-left-out]").forEach((field) => {
      field.disabled = false;
      delete field.dataset.leftOut;
    });
  });
});
