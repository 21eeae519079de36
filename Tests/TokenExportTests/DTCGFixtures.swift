/// Hand-written DTCG token objects (format 2025.10), one per type, for `SampleTokens.set`.
enum DTCGFixtures {
    /// A fixture: the token it is for and the JSON the writer must produce, byte for byte.
    struct Fixture: Sendable, CustomStringConvertible {
        let type: String
        let token: String
        let json: String
        var description: String { type }
    }

    static let all: [Fixture] = [
        // A translucent color with a different dark value: alpha, components to six decimals, the #rrggbb fallback.
        Fixture(
            type: "color", token: "color.glow",
            json: """
                {
                  "$description": "003 §1",
                  "$extensions": {
                    "com.airfit.appearance": {
                      "dark": {
                        "colorSpace": "srgb",
                        "components": [
                          1,
                          1,
                          1
                        ],
                        "hex": "#ffffff"
                      }
                    }
                  },
                  "$type": "color",
                  "$value": {
                    "alpha": 0.2,
                    "colorSpace": "srgb",
                    "components": [
                      0,
                      0.901961,
                      0.462745
                    ],
                    "hex": "#00e676"
                  }
                }

                """),
        // Points as px.
        Fixture(
            type: "dimension", token: "radius.card",
            json: """
                {
                  "$description": "000 §4",
                  "$type": "dimension",
                  "$value": {
                    "unit": "px",
                    "value": 20
                  }
                }

                """),
        // Seconds.
        Fixture(
            type: "duration", token: "motion.stagger",
            json: """
                {
                  "$description": "000 §3.1",
                  "$type": "duration",
                  "$value": {
                    "unit": "s",
                    "value": 0.012
                  }
                }

                """),
        // The four control values.
        Fixture(
            type: "cubicBezier", token: "curve.easeInOut",
            json: """
                {
                  "$description": "Apple UnitCurve",
                  "$type": "cubicBezier",
                  "$value": [
                    0.42,
                    0,
                    0.58,
                    1
                  ]
                }

                """),
        // A plain number.
        Fixture(
            type: "number", token: "glass.entranceScale",
            json: """
                {
                  "$description": "000 §4",
                  "$type": "number",
                  "$value": 0.96
                }

                """),
        // SwiftUI radius 10 is a 20 px blur; no appearance extension when dark equals light.
        Fixture(
            type: "shadow", token: "shadow.card",
            json: """
                {
                  "$description": "001",
                  "$type": "shadow",
                  "$value": {
                    "blur": {
                      "unit": "px",
                      "value": 20
                    },
                    "color": {
                      "alpha": 0.06,
                      "colorSpace": "srgb",
                      "components": [
                        0,
                        0,
                        0
                      ],
                      "hex": "#000000"
                    },
                    "offsetX": {
                      "unit": "px",
                      "value": 0
                    },
                    "offsetY": {
                      "unit": "px",
                      "value": 4
                    },
                    "spread": {
                      "unit": "px",
                      "value": 0
                    }
                  }
                }

                """),
        // Stops with positions, the dark stops, the geometry.
        Fixture(
            type: "gradient", token: "gradient.peachRose",
            json: """
                {
                  "$description": "000 §2",
                  "$extensions": {
                    "com.airfit.appearance": {
                      "dark": [
                        {
                          "color": {
                            "colorSpace": "srgb",
                            "components": [
                              0.211765,
                              0.129412,
                              0.156863
                            ],
                            "hex": "#362128"
                          },
                          "position": 0
                        },
                        {
                          "color": {
                            "colorSpace": "srgb",
                            "components": [
                              0.254902,
                              0.160784,
                              0.196078
                            ],
                            "hex": "#412932"
                          },
                          "position": 1
                        }
                      ]
                    },
                    "com.airfit.gradient": {
                      "angle": 135,
                      "end": [
                        1,
                        1
                      ],
                      "kind": "linear",
                      "start": [
                        0,
                        0
                      ]
                    }
                  },
                  "$type": "gradient",
                  "$value": [
                    {
                      "color": {
                        "colorSpace": "srgb",
                        "components": [
                          0.992157,
                          0.894118,
                          0.823529
                        ],
                        "hex": "#fde4d2"
                      },
                      "position": 0
                    },
                    {
                      "color": {
                        "colorSpace": "srgb",
                        "components": [
                          0.976471,
                          0.780392,
                          0.839216
                        ],
                        "hex": "#f9c7d6"
                      },
                      "position": 1
                    }
                  ]
                }

                """),
        // Family, size, numeric weight, Dynamic Type leading as a ratio, the style it scales with.
        Fixture(
            type: "typography", token: "type.welcome",
            json: """
                {
                  "$description": "000 §6.1",
                  "$extensions": {
                    "com.airfit.typography": {
                      "relativeTo": "largeTitle"
                    }
                  },
                  "$type": "typography",
                  "$value": {
                    "fontFamily": "SF Pro Rounded",
                    "fontSize": {
                      "unit": "px",
                      "value": 44
                    },
                    "fontWeight": 200,
                    "letterSpacing": {
                      "unit": "px",
                      "value": 0
                    },
                    "lineHeight": 1.205882
                  }
                }

                """),
        // A timing-curve animation: DTCG's transition, with its SwiftUI expression.
        Fixture(
            type: "transition", token: "timing.fade",
            json: """
                {
                  "$description": "001",
                  "$extensions": {
                    "com.airfit.animation": {
                      "swiftUI": ".easeInOut(duration: 0.6)"
                    }
                  },
                  "$type": "transition",
                  "$value": {
                    "delay": {
                      "unit": "s",
                      "value": 0
                    },
                    "duration": {
                      "unit": "s",
                      "value": 0.6
                    },
                    "timingFunction": [
                      0.42,
                      0,
                      0.58,
                      1
                    ]
                  }
                }

                """),
    ]
}
