#!/usr/bin/env python3
# svg.py - reads the SVG files that -x flamegraph and -x heatmap write, for
# the tests here. Parsing fails (exit 1) on anything that is not XML.
#   svg.py flame FILE   one line per frame: DEPTH<TAB>CLASS<TAB>WIDTH<TAB>TITLE
#                       (depth 0 is "all"; class u, k or key; width in px)
#   svg.py heat FILE    per panel: "panel NAME", "columns N", "rows R", then
#                       "cell COL ROW COUNT" per cell
import sys
import xml.dom.minidom


def text(node):
    return "".join(t.data for t in node.childNodes if t.nodeType == t.TEXT_NODE)


def flame(doc):
    frames = []
    for g in doc.getElementsByTagName("g"):
        cls = g.getAttribute("class").split()
        if not cls or cls[0] != "f":
            continue
        rect = g.getElementsByTagName("rect")[0]
        title = text(g.getElementsByTagName("title")[0])
        frames.append((float(rect.getAttribute("y")), cls[1],
                       float(rect.getAttribute("width")), title))
    root = max(f[0] for f in frames)
    for y, cls, w, title in frames:
        print("%d\t%s\t%.2f\t%s" % (round((root - y) / 16), cls, w, title))


def heat(doc):
    for g in doc.getElementsByTagName("g"):
        if g.getAttribute("class") == "heatmap":
            print("panel", g.getAttribute("data-panel"))
            print("columns", g.getAttribute("data-columns"))
            print("rows", g.getAttribute("data-rows"))
            for r in g.getElementsByTagName("rect"):
                print("cell", r.getAttribute("data-col"), r.getAttribute("data-row"),
                      r.getAttribute("data-count"))


doc = xml.dom.minidom.parse(sys.argv[2])
flame(doc) if sys.argv[1] == "flame" else heat(doc)
