"""Thin command layers: parse the interaction, call the table service, send what it renders."""
