package render

import (
	"fmt"
)

// Palette is the Okabe–Ito qualitative Palette without black, ordered so
// that neighbouring entries differ in lightness as well as hue. It stays
// distinguishable under the common forms of colour blindness (Okabe & Ito,
// "Color Universal Design", 2008; https://jfly.uni-koeln.de/color/).
var Palette = []string{
	"#0072B2", // blue
	"#E69F00", // orange
	"#009E73", // bluish green
	"#CC79A7", // reddish purple
	"#56B4E9", // sky blue
	"#D55E00", // vermillion
	"#F0E442", // yellow
	"#332288", // indigo
	"#882255", // wine
	"#117733", // green
	"#999933", // olive
	"#661100", // brown
}

// OtherColour fills nodes without a group or in a group beyond the Palette.
const OtherColour = "#BBBBBB"

// darker returns the colour hex ("#RRGGBB") with each channel scaled by
// 0.7, used for node outlines so that a filled node has a visible rim.
func darker(hex string) string {
	var r, g, b uint8
	if _, err := fmt.Sscanf(hex, "#%02x%02x%02x", &r, &g, &b); err != nil {
		return hex
	}
	const f = 0.7
	return fmt.Sprintf("#%02X%02X%02X", uint8(float64(r)*f), uint8(float64(g)*f), uint8(float64(b)*f))
}
