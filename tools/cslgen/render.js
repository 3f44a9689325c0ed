// render.js renders CSL-JSON items through CSL styles with citeproc-js
// and marks where each variable landed: the bibliography entry of every
// item comes back as citeproc's HTML with each rendered variable wrapped
// in U+0001 names U+0002 text U+0003. Run by the Go generator (main.go);
// development time only.
//
// Input on stdin: {"csl": DIR, "jobs": [{"style": NAME, "locale": TAG, "items": [CSL-JSON…]}]}
// Output on stdout: one JSON object a line, {"job": N, "id": ID, "html": TEXT}
// or {"job": N, "error": TEXT} when a style cannot render.
'use strict';
const fs = require('fs');
const path = require('path');
const CSL = require('citeproc');

const input = JSON.parse(fs.readFileSync(0, 'utf8'));
const localeCache = new Map();
function retrieveLocale(lang) {
  if (!localeCache.has(lang)) {
    let xml = false;
    try {
      xml = fs.readFileSync(path.join(input.csl, 'locales', `locales-${lang}.xml`), 'utf8');
    } catch (e) {
      xml = false;
    }
    localeCache.set(lang, xml);
  }
  return localeCache.get(lang);
}

const out = [];
input.jobs.forEach((job, n) => {
  const items = new Map(job.items.map((it) => [String(it.id), it]));
  try {
    const style = fs.readFileSync(path.join(input.csl, 'styles', `${job.style}.csl`), 'utf8');
    const sys = {
      retrieveLocale,
      retrieveItem: (id) => items.get(String(id)),
      variableWrapper: (params, pre, str, post) =>
        `${pre}\u0001${params.variableNames.join('+')}\u0002${str}\u0003${post}`,
    };
    const eng = new CSL.Engine(sys, style, job.locale, true);
    if (!eng.bibliography || !eng.bibliography.tokens || eng.bibliography.tokens.length === 0) {
      out.push(JSON.stringify({ job: n, error: 'no bibliography' }));
      return;
    }
    eng.updateItems([...items.keys()]);
    const bib = eng.makeBibliography();
    if (!bib) {
      out.push(JSON.stringify({ job: n, error: 'no bibliography' }));
      return;
    }
    const [meta, entries] = bib;
    entries.forEach((html, i) => {
      out.push(JSON.stringify({ job: n, id: String(meta.entry_ids[i][0]), html }));
    });
  } catch (e) {
    out.push(JSON.stringify({ job: n, error: String(e && e.message ? e.message : e).slice(0, 200) }));
  }
  if (out.length > 1000) {
    process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
  }
});
process.stdout.write(out.length ? out.join('\n') + '\n' : '');
