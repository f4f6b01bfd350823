/// The style and script of every HTML page the runner writes, inline so that it opens offline.
/// The script only adds the keys: without it the buttons still move, as links to anchors.
enum PageStyle {
  /// Written so that the page stays well-formed XML: no `<` and no `&` anywhere in it.
  static let css = """
    :root { --ink: #000; --paper: #fff; --muted: #333; --panel: #eef1f5; --rule: #767676;
      --call: #000; --reply: #0645ad; --alert: #b00020; --mono: "DejaVu Sans Mono", Menlo,
      Consolas, "Liberation Mono", monospace; }
    * { box-sizing: border-box; }
    html { font-size: 20px; }
    body { margin: 0; background: var(--paper); color: var(--ink); line-height: 1.3;
      font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; }
    .slide { display: none; min-height: 100vh; padding: 0.5rem 1rem 1rem; }
    .slide:target, .slide:has(.column:target) { display: block; }
    main:not(:has(:target)) > .slide:first-child { display: block; }
    .bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 1rem;
      border-bottom: 4px solid var(--ink); padding-bottom: 0.4rem; }
    .deck { font-weight: 700; font-size: 1.1rem; }
    .summary { font-weight: 700; }
    .summary.bad { color: var(--alert); }
    .moves { margin-left: auto; display: flex; align-items: center; gap: 0.6rem; }
    .position { font-variant-numeric: tabular-nums; font-weight: 700; }
    .button { display: inline-block; min-width: 6.5rem; text-align: center; padding: 0.2rem 0.8rem;
      border: 3px solid var(--ink); border-radius: 0.4rem; color: var(--ink);
      text-decoration: none; font-weight: 700; }
    .button:hover, .button:focus { background: var(--ink); color: var(--paper); outline: none; }
    .button.off { visibility: hidden; }
    h2 { font-size: 1.7rem; margin: 0.5rem 0 0.1rem; }
    h2 code, .note code { font-family: var(--mono); background: var(--panel); padding: 0 0.3rem; }
    .caption { font-size: 1.25rem; margin: 0 0 0.5rem; color: var(--muted); }
    .columns { display: grid; gap: 0.8rem;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 36rem), 1fr)); }
    .columns.across { gap: 0.6rem; grid-template-columns: repeat(var(--across), minmax(0, 1fr)); }
    .across > .column:not(:target) { flex-direction: column; flex-wrap: nowrap;
      container-type: inline-size; }
    .across > .column:not(:target) > h3 { flex-basis: auto; }
    .across > .column:not(:target) > figure { flex: none; width: 100%; }
    .across > .column:not(:target) pre.screen { font-size: clamp(0.7rem, 5.8cqi, 1.4rem); }
    .across > .column:not(:target) > h3 { font-size: clamp(1rem, 7.5cqi, 1.45rem);
      overflow-wrap: anywhere; }
    .across .seq-legend { font-size: 0.75rem; }
    .column { border: 2px solid var(--rule); border-radius: 0.5rem; padding: 0.4rem 0.7rem;
      display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: flex-start;
      align-content: flex-start; min-width: 0; }
    .column.marked { border: 5px solid var(--alert); }
    .column h3 { flex-basis: 100%; margin: 0; font-size: 1.45rem; display: flex; gap: 1rem;
      align-items: baseline; }
    .column h3 a { color: inherit; text-decoration: none; }
    .column h3 a:hover, .column h3 a:focus { text-decoration: underline; }
    .column .back { display: none; font-size: 1rem; }
    .columns:has(.column:target) > .column:not(:target) { display: none; }
    .column:target { grid-column: 1 / -1; border-width: 3px; }
    .column:target .back { display: inline; }
    .column:target pre.screen { font-size: 1.1rem; }
    .column:target figure { flex-basis: 60%; }
    .column:target figure svg { width: 100%; }
    .column.marked h3, .problem { color: var(--alert); }
    .problem { font-weight: 700; font-size: 1.2rem; }
    pre { margin: 0; font-family: var(--mono); font-size: 0.8rem; line-height: 1.2;
      overflow-x: auto; max-width: 100%; }
    pre.screen { line-height: 1.15; }
    pre.code { font-size: 0.8rem; background: var(--panel); padding: 0.4rem; flex-basis: 100%;
      white-space: pre-wrap; overflow-wrap: anywhere; }
    pre.code mark { background: #ffe066; color: var(--ink); font-weight: 700; }
    .file { flex-basis: 100%; font-family: var(--mono); font-weight: 700; margin: 0; }
    .note { flex-basis: 100%; margin: 0; color: var(--muted); font-size: 1.1rem; }
    figure { margin: 0; flex: 1 1 18rem; min-width: 0; }
    figure svg { display: block; max-width: 100%; height: auto; }
    .seq { font-family: var(--mono); }
    .seq-box { fill: var(--panel); stroke: var(--ink); stroke-width: 2; }
    .seq-name { fill: var(--ink); font-weight: 700; }
    .seq-life { stroke: var(--rule); stroke-width: 2; stroke-dasharray: 4 4; }
    .seq-call { stroke: var(--call); stroke-width: 2.5; }
    .seq-reply { stroke: var(--reply); stroke-width: 2.5; stroke-dasharray: 8 5; }
    .seq-derived { stroke: var(--call); stroke-width: 2.5; stroke-dasharray: 2 5; }
    .seq-call-head { fill: var(--call); }
    .seq-reply-head { fill: var(--reply); }
    .seq-derived-head { fill: var(--call); }
    .seq-label { fill: var(--ink); }
    .seq-legend { color: var(--muted); font-size: 0.9rem; margin-top: 0.2rem; }
    .seq-none { color: var(--muted); font-size: 1.1rem; margin: 0; }
    table.roles { border-collapse: collapse; font-size: 1.1rem; margin-top: 0.5rem; }
    table.roles th, table.roles td { border: 2px solid var(--rule); padding: 0.3rem 0.6rem;
      text-align: left; vertical-align: top; }
    table.roles td.note { color: var(--muted); }
    table.roles code { font-family: var(--mono); }
    .hint { color: var(--muted); font-size: 0.9rem; margin: 0.6rem 0 0; }
    @media (max-width: 900px) {
      .columns.across { grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr)); }
    }
    @media print {
      html { font-size: 12pt; }
      .slide, .slide:target { display: block; min-height: 0; break-after: page; }
      .columns .column { display: flex; grid-column: auto; }
      .moves, .column .back, .hint { display: none; }
      .column { break-inside: avoid; }
    }
    """

  /// The left and right arrow keys (and Page Up and Page Down, which a presenter's clicker sends;
  /// Home and End) move to the slide before or after the one shown, by changing the address's
  /// anchor, as the buttons do; when one column is shown large, to the same column of that
  /// slide. The up and down keys still scroll a tall slide.
  static let script = """
    (function () {
      var slides = Array.prototype.slice.call(document.querySelectorAll(".slide"));
      var moves = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1,
        Home: -slides.length, End: slides.length };
      document.addEventListener("keydown", function (event) {
        var move = moves[event.key];
        if (!move || event.altKey || event.ctrlKey || event.metaKey) { return; }
        var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        var slide = target ? target.closest(".slide") : null;
        var shown = Math.max(0, slides.indexOf(slide));
        var next = slides[Math.max(0, Math.min(slides.length - 1, shown + move))];
        var column = slide ? Array.prototype.indexOf.call(slide.querySelectorAll(".column"), target) : -1;
        var goal = column === -1 ? next : next.querySelectorAll(".column")[column] || next;
        location.hash = "#" + goal.id;
        event.preventDefault();
      });
    })();
    """
}
